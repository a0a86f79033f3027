/** A rating of 1–5 as stars, read out as "Rated 4 of 5". */
import { Star } from 'lucide-react';

export function Rating({ value }: { value: number }) {
  return (
    <span className="candidates-rating" role="img" aria-label={`Rated ${value} of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={14} aria-hidden="true" className={n <= value ? 'is-on' : undefined} />
      ))}
    </span>
  );
}
