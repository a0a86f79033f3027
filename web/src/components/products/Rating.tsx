/** Five stars for a 0–5 rating, read by screen readers as "Rated 4.5 out of 5". */
import { Star, StarHalf } from 'lucide-react';
import './rating.css';

/**
 * "Rated 4.5 out of 5" (ratings are 0–5; one decimal at most); `text`: those words in the page's
 * language, `{value}` the rating (the product page's texts).
 */
export function ratingLabel(value: number, text = 'Rated {value} out of 5'): string {
  return text.replace('{value}', String(Math.round(value * 10) / 10));
}

export function Rating({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
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
      <span className="visually-hidden">{ratingLabel(value, label)}</span>
    </span>
  );
}
