/** The search box of the media library and of the picker: a name or words of the alt text. */
import { Search } from 'lucide-react';

export function MediaSearchField({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className="media-search">
        <Search size={16} aria-hidden="true" />
        <input
          id={id}
          className="input"
          type="search"
          value={value}
          placeholder="Name or alt text"
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </div>
  );
}
