/**
 * Add a redirect by hand: the old address and the new one. The path rules are the server's
 * (contract redirects.ts), checked here first; loops, chains and existing pages are the server's to
 * refuse, and its message is shown as it is. "Redirect this" in the broken-links table fills `from`.
 */
import { fromPathProblem, toTargetProblem } from '@vyoma/contract';
import { type RefObject, useState } from 'react';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { messageOr } from '~/lib/api.ts';
import { useAddRedirect } from '../api.ts';

interface AddRedirectFormProps {
  from: string;
  onFromChange: (from: string) => void;
  fromRef: RefObject<HTMLInputElement | null>;
  toRef: RefObject<HTMLInputElement | null>;
}

export function AddRedirectForm({ from, onFromChange, fromRef, toRef }: AddRedirectFormProps) {
  const add = useAddRedirect();
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found = {
      from: fromPathProblem(from.trim()) ?? undefined,
      to: toTargetProblem(to.trim()) ?? undefined,
    };
    setErrors(found);
    if (found.from) return fromRef.current?.focus();
    if (found.to) return toRef.current?.focus();
    try {
      const { data } = await add.mutateAsync({ from: from.trim(), to: to.trim() });
      setOutcome({ ok: true, text: `Added: ${data.from} now sends visitors to ${data.to}.` });
      onFromChange('');
      setTo('');
      fromRef.current?.focus();
    } catch (error) {
      setOutcome({ ok: false, text: messageOr(error, 'Adding the redirect failed. Please try again.') });
    }
  };

  return (
    <section className="card redirects__card" aria-labelledby="redirect-add-title">
      <h2 id="redirect-add-title" className="redirects__title">
        Add a redirect
      </h2>
      <p className="redirects__lead">
        Send visitors and search engines from an address that no longer exists to the page that replaced it.
        Letter case and a trailing slash do not matter; /./ and /../ are resolved as a browser does.
      </p>
      <form className="admin-form admin-form--two" onSubmit={onSubmit} noValidate aria-busy={add.isPending}>
        <FormField
          id="redirect-from"
          label="Old address"
          hint="A path on this site, e.g. /about-us.html"
          required
          error={errors.from}
        >
          {(a11y) => (
            <input
              ref={fromRef}
              className="input"
              autoComplete="off"
              spellCheck={false}
              value={from}
              onChange={(e) => onFromChange(e.target.value)}
              {...a11y}
            />
          )}
        </FormField>
        <FormField
          id="redirect-to"
          label="New address"
          hint="A path on this site (/services) or a full https:// address"
          required
          error={errors.to}
        >
          {(a11y) => (
            <input
              ref={toRef}
              className="input"
              autoComplete="off"
              spellCheck={false}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              {...a11y}
            />
          )}
        </FormField>
        <div className="span-all" role="status" aria-live="polite">
          {outcome?.ok && <p className="status status--success">{outcome.text}</p>}
        </div>
        <div className="span-all" role="alert">
          {outcome && !outcome.ok && <p className="status status--error">{outcome.text}</p>}
        </div>
        <FormActions label="Add redirect" busy={add.isPending} busyLabel="Adding…" className="span-all" />
      </form>
    </section>
  );
}
