/** An excerpt with its matching words in <mark>, built from the text and offsets: no HTML is parsed. */
import type { SearchHit } from '@vyoma/contract';

export function Highlighted({ text, marks }: Pick<SearchHit, 'marks'> & { text: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
