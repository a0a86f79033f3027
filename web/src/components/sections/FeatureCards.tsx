/** Features as cards, each icon on top (the Amazon page's features). */
import type { FeatureItem } from './feature-item.ts';
import './feature-cards.css';

export function FeatureCards({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ul className="amazon-features" data-testid="amazon-features">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="card amazon-features__item">
          <span className="amazon-features__icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
