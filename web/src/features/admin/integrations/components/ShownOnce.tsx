/**
 * A secret the server shows once (a new API token, a webhook's signing secret): in a box with Copy
 * and Done, announced to screen readers, focused so the keyboard lands on it.
 */
import { Check, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface ShownOnceProps {
  /** What it is and what to do with it. */
  children: ReactNode;
  value: string;
  testId: string;
  onDone: () => void;
}

export function ShownOnce({ children, value, testId, onDone }: ShownOnceProps) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="integrations__secret" role="status" tabIndex={-1} ref={box}>
      <div>{children}</div>
      <p className="integrations__secret-row">
        <code data-testid={testId}>{value}</code>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Done
        </button>
      </p>
    </div>
  );
}
