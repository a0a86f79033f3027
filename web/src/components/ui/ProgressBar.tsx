import './progress-bar.css';

/** Determinate progress (0…1), e.g. an upload. Screen readers get the label and percentage. */
export function ProgressBar({ value, label = 'Upload progress' }: { value: number; label?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
