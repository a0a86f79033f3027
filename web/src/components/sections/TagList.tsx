/** Short words in a row of pills (the tools a service uses). */
import './tag-list.css';

export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="webdev-tech">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
