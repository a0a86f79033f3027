import './loader.css';

/** An accessible busy indicator; `label` is read by screen readers and shown under the spinner. */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label}</span>
    </div>
  );
}

/** Full-height placeholder while a page (or the current user) loads; reserves space to avoid shift. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="page-loader">
      <Loader label={label} />
    </div>
  );
}
