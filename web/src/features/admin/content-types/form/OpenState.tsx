/**
 * Open or closed (workflow `open`: job openings): the side region's box in place of the publishing
 * one. An open item is public until its last day, a closed one is not.
 */
import { JOB_STATUSES, type JobStatus } from '@vyoma/contract';
import { EditorPanel } from '../../components/EditorLayout.tsx';

export const STATE_LABELS: Record<JobStatus, string> = { open: 'Open', closed: 'Closed' };

export function OpenStatePanel({
  id,
  value,
  onChange,
  hint,
  disabled,
}: {
  id: string;
  value: JobStatus;
  onChange: (value: JobStatus) => void;
  hint: string;
  disabled: boolean;
}) {
  return (
    <EditorPanel title="Open or closed">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Status
        </label>
        <select
          id={id}
          className="select"
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value as JobStatus)}
        >
          {JOB_STATUSES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </select>
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      </div>
    </EditorPanel>
  );
}
