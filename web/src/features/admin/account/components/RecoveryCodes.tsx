/** Recovery codes, shown once: copy, download, and a clear "saved them" to put them away. */
import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`Vyoma Infotech recovery codes\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'vyoma-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" ref={ref} tabIndex={-1} className="account__subtitle">
        Your recovery codes
      </h3>
      <p className="status status--info">
        Save these now: they are shown only once. Each code signs you in once if you lose your phone or
        passkey.
      </p>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-form__actions">
        <button type="button" className="btn btn--outline btn--sm" onClick={copy}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={download}>
          <Download size={16} aria-hidden="true" /> Download
        </button>
        <button type="button" className="btn btn--primary btn--sm" onClick={onDone}>
          I have saved them
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? 'Recovery codes copied to the clipboard.' : ''}
      </span>
    </section>
  );
}
