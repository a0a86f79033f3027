/**
 * /admin/tokens (issue 28, admins): make an API token with a role or scopes and an optional lifetime
 * (the token is shown once; one that may do more than an author asks "Confirm it's you" first), and
 * the tokens with who made them, whether their maker's role now limits them, when they expire and their
 * last use; revoke one (refused from the next request on).
 */
import {
  type ApiTokenInput,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  TOKEN_SCOPE_NAMES,
  TOKEN_SCOPES,
  type TokenScope,
  tokenNeedsProof,
} from '@vyoma/contract';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { ApiError, messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { formatDateTime } from '../../components/format.ts';
import { aboutTheProof, useProof } from '../../components/ProofDialog.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useCreateToken, useRevokeToken, useTokens } from '../api.ts';
import { ShownOnce } from '../components/ShownOnce.tsx';
import '../integrations.css';

const LIFETIMES = [
  { value: '', label: 'Never expires' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'One year' },
];

const access = (t: { role?: StaffRole | null; scopes?: readonly TokenScope[] }) =>
  t.role ? ROLE_LABELS[t.role] : (t.scopes ?? []).map((s) => TOKEN_SCOPES[s].label).join(', ');

function CreateTokenForm() {
  const create = useCreateToken();
  const { prove, dialog } = useProof();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'role' | 'scopes'>('role');
  const [role, setRole] = useState<StaffRole>('editor');
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [lifetime, setLifetime] = useState('90');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (kind === 'scopes' && scopes.length === 0) found.scopes = 'Choose at least one scope';
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.scopes) return;
    const input: ApiTokenInput = {
      name: name.trim(),
      ...(kind === 'role' ? { role } : { scopes }),
      ...(lifetime ? { expiresInDays: Number(lifetime) } : {}),
    };
    try {
      // More than an author's access: the server wants the step-up proof (a stolen session alone
      // must not leave a key behind).
      const result = tokenNeedsProof(input)
        ? await prove({
            title: 'Make an API token',
            message: `Make “${input.name}” with ${access(input)} access? It acts as you wherever it is used, until it expires or is revoked.`,
            submitLabel: 'Make token',
            run: (proof) => create.mutateAsync({ ...input, ...proof }),
            closesOn: (error) => !aboutTheProof(error),
          })
        : await create.mutateAsync(input);
      if (!result) return; // cancelled: the form keeps what was chosen
      const { data } = result;
      setMade({ name: data.name, token: data.token });
      setName('');
      setScopes([]);
      toast.success(`API token “${data.name}” made.`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(messageOr(error, 'Making the token failed.'));
    }
  };

  return (
    <section className="card integrations__card" aria-labelledby="token-new-title">
      <h2 id="token-new-title" className="integrations__title">
        Make a token
      </h2>
      <p className="integrations__lead">
        A token lets a script, a CRM or an automation tool use the API as you, with the access you give it.
        Send it as <code>Authorization: Bearer …</code>. It can never change accounts, two-step sign-in or
        tokens.
      </p>
      {made && (
        <ShownOnce value={made.token} testId="new-token" onDone={() => setMade(null)}>
          <p>
            The token <strong>{made.name}</strong>, shown only this once: copy it into the tool that needs it
            now. Only its first characters are kept here.
          </p>
        </ShownOnce>
      )}
      <form
        className="admin-form admin-form--two"
        onSubmit={onSubmit}
        noValidate
        aria-busy={create.isPending}
      >
        <FormField
          id="token-name"
          label="Name"
          hint="What uses it, e.g. “HubSpot sync”"
          required
          error={errors.name}
        >
          {(a11y) => (
            <input
              ref={nameRef}
              className="input"
              autoComplete="off"
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id="token-lifetime" label="Expires" error={errors.expiresInDays}>
          {(a11y) => (
            <select
              className="input"
              value={lifetime}
              onChange={(e) => setLifetime(e.target.value)}
              {...a11y}
            >
              {LIFETIMES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="integrations__choices span-all">
          <legend>Access</legend>
          <ul className="integrations__choice-list">
            <li>
              <label className="integrations__choice">
                <input
                  type="radio"
                  name="token-kind"
                  checked={kind === 'role'}
                  onChange={() => setKind('role')}
                />
                <span>
                  A role
                  <small>Everything an account of that role may do</small>
                </span>
              </label>
            </li>
            <li>
              <label className="integrations__choice">
                <input
                  type="radio"
                  name="token-kind"
                  checked={kind === 'scopes'}
                  onChange={() => setKind('scopes')}
                />
                <span>
                  Only some areas
                  <small>Narrower: choose the scopes below</small>
                </span>
              </label>
            </li>
          </ul>
        </fieldset>
        {kind === 'role' ? (
          <FormField id="token-role" label="Role" error={errors.role}>
            {(a11y) => (
              <select
                className="input"
                value={role}
                onChange={(e) => setRole(e.target.value as StaffRole)}
                {...a11y}
              >
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <fieldset
            className="integrations__choices span-all"
            aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}
          >
            <legend>Scopes</legend>
            <ul className="integrations__choice-list">
              {TOKEN_SCOPE_NAMES.map((scope) => (
                <li key={scope}>
                  <label className="integrations__choice">
                    <input
                      type="checkbox"
                      checked={scopes.includes(scope)}
                      onChange={(e) =>
                        setScopes((now) =>
                          e.target.checked ? [...now, scope] : now.filter((s) => s !== scope),
                        )
                      }
                    />
                    <span>
                      {TOKEN_SCOPES[scope].label}
                      <small>{TOKEN_SCOPES[scope].hint}</small>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.scopes && (
              <p id="token-scopes-error" className="field__error" role="alert">
                {errors.scopes}
              </p>
            )}
          </fieldset>
        )}
        <FormActions label="Make token" busy={create.isPending} busyLabel="Making…" className="span-all" />
      </form>
      {dialog}
    </section>
  );
}

export default function TokensPage() {
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(revoke, {
    confirm: 'Revoke this token? Anything still using it is refused from its next request on.',
    success: 'Token revoked.',
    failure: 'Revoking the token failed.',
  });
  return (
    <AdminFrame
      title="API tokens"
      lead="Keys for scripts and other tools to use the site’s API without a browser session."
      bare
    >
      <CreateTokenForm />
      <section className="card integrations__card" aria-labelledby="token-list-title">
        <h2 id="token-list-title" className="integrations__title">
          Tokens
        </h2>
        <QueryStates
          query={tokens}
          loadingLabel="Loading tokens…"
          errorText="Failed to load the tokens."
          empty={{
            when: (data) => data.length === 0,
            content: <EmptyState>No tokens yet. Make one above when a tool needs the API.</EmptyState>,
          }}
        >
          {(data) => (
            <DataTable
              caption={`API tokens (${data.length})`}
              hideCaption
              head={
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Access</th>
                  <th scope="col">Starts with</th>
                  <th scope="col">Made</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Last used</th>
                  <th scope="col" className="cell--actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              }
            >
              {data.map((t) => {
                const expired = t.expiresAt !== null && Date.parse(t.expiresAt) <= Date.now();
                return (
                  <tr key={t._id}>
                    <th scope="row">{t.name}</th>
                    <td>
                      {access(t)}
                      {t.limitedTo && (
                        <span className="integrations__limited">
                          <span className="integrations__badge integrations__badge--warn">
                            Limited to {ROLE_LABELS[t.limitedTo]}
                          </span>{' '}
                          {t.createdBy ? `${t.createdBy.name}’s` : 'Its maker’s'} role now: it does only what
                          that role may.
                        </span>
                      )}
                    </td>
                    <td className="integrations__mono">{t.prefix}…</td>
                    <td className="cell--nowrap">
                      <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
                      {t.createdBy && <span className="integrations__muted"> by {t.createdBy.name}</span>}
                    </td>
                    <td className="cell--nowrap">
                      {expired ? (
                        <span className="integrations__badge integrations__badge--bad">Expired</span>
                      ) : (
                        formatDateTime(t.expiresAt, 'Never')
                      )}
                    </td>
                    <td className="cell--nowrap">
                      {formatDateTime(t.lastUsedAt, 'Not yet')}
                      {t.lastUsedIp && <span className="integrations__muted"> from {t.lastUsedIp}</span>}
                    </td>
                    <td className="cell--actions">
                      <button
                        type="button"
                        className="btn btn--danger btn--sm"
                        aria-label={`Revoke the token ${t.name}`}
                        disabled={isDeleting(t._id)}
                        onClick={() => requestDelete(t._id)}
                      >
                        <Trash2 size={14} aria-hidden="true" /> {isDeleting(t._id) ? 'Revoking…' : 'Revoke'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          )}
        </QueryStates>
      </section>
      {dialog}
    </AdminFrame>
  );
}
