/** Features with large icons and no cards (why clients choose the web team). */
import type { FeatureItem } from './feature-item.ts';
import './feature-ticks.css';

export function FeatureTicks({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ul className="webdev-why">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="webdev-why__item">
          <Icon aria-hidden="true" className="webdev-why__icon" size={28} />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
