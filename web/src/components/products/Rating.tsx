/** Five stars for a 0–5 rating, read by screen readers as "Rated 4.5 out of 5". */
import { Star, StarHalf } from 'lucide-react';
import './rating.css';

/** "Rated 4.5 out of 5" (ratings are 0–5; one decimal at most). */
export function ratingLabel(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `Rated ${rounded} out of 5`;
}

export function Rating({ value, size = 16 }: { value: number; size?: number }) {
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span className="rating">
      <span className="rating__stars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="rating__star">
            <Star size={size} className="rating__empty" />
            {i < full && <Star size={size} className="rating__fill" />}
            {i === full && half && <StarHalf size={size} className="rating__fill" />}
          </span>
        ))}
      </span>
      <span className="rating__value" aria-hidden="true">
        {Math.round(value * 10) / 10}
      </span>
      <span className="visually-hidden">{ratingLabel(value)}</span>
    </span>
  );
}
