/** Features as cards, a small icon beside the text (what a web service delivers). */
import type { FeatureItem } from './feature-item.ts';
import './feature-checklist.css';

export function FeatureChecklist({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ul className="webdev-features">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="card webdev-features__item">
          <span className="webdev-features__icon" aria-hidden="true">
            <Icon size={18} strokeWidth={3} />
          </span>
          <div>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
