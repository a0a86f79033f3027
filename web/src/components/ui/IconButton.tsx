/**
 * A button that shows only an icon (from lucide-react): `label` is what a screen reader hears and
 * what the tooltip shows, so where there is no room for words the button still says what it does.
 */
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** A toggle's state (aria-pressed); leave out for a plain button. */
  pressed?: boolean;
  disabled?: boolean;
  /** `btn--ghost` unless given, e.g. 'btn--danger'. */
  variant?: string;
  className?: string;
}

export function IconButton({
  label,
  icon: Icon,
  onClick,
  pressed,
  disabled,
  variant = 'btn--ghost',
  className,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={`btn ${variant} btn--sm btn--icon${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );
}
