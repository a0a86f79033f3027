/** The first `n` words of a text, with "..." when some were cut (product cards, product meta). */
export function truncateWords(text: string, n: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= n) return words.join(' ');
  return `${words.slice(0, n).join(' ')}...`;
}
