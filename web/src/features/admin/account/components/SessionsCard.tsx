/**
 * My active sessions: browser, address, signed in, last seen; end any other, or all of them (and the
 * API tokens I made, unless I untick it).
 */
import type { AccountResponse } from '@vyoma/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { describeBrowser, formatDateTime } from '../../components/format.ts';
import { QueryStates } from '../../components/States.tsx';
import { useEndOtherSessions, useEndSession, useSessions } from '../api.ts';
import { RevokeTokensChoice, tokensOutcome } from './RevokeTokens.tsx';

export function SessionsCard({ account }: { account: AccountResponse }) {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const { confirm, dialog } = useConfirm();
  const [revokeTokens, setRevokeTokens] = useState(true);
  const tokens = account.apiTokens;

  const endOne = async (id: string, label: string) => {
    if (
      !(await confirm(`End the session on ${label}? That browser will have to sign in again.`, {
        confirmLabel: 'End session',
      }))
    )
      return;
    end.mutate(id, {
      onSuccess: () => toast.success(`Session on ${label} ended.`),
      onError: (error) => toast.error(messageOr(error, 'Ending the session failed.')),
    });
  };
  const endAll = async () => {
    if (
      !(await confirm(
        `End every other session? Those browsers will have to sign in again.${tokensOutcome(tokens, revokeTokens)}`,
        { confirmLabel: 'End them' },
      ))
    )
      return;
    endOthers.mutate(
      { revokeTokens },
      {
        onSuccess: (data) => toast.success(data.message),
        onError: (error) => toast.error(messageOr(error, 'Ending the sessions failed.')),
      },
    );
  };

  return (
    <section className="card account__card account__card--wide" aria-labelledby="sessions-title">
      <div className="account__card-head">
        <h2 id="sessions-title" className="account__title">
          Where you are signed in
        </h2>
        {sessions.data && (sessions.data.length > 1 || tokens > 0) && (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={endAll}
            disabled={endOthers.isPending}
          >
            <LogOut size={16} aria-hidden="true" /> End all other sessions
          </button>
        )}
      </div>
      <RevokeTokensChoice
        id="account-sessions-revoke-tokens"
        count={tokens}
        checked={revokeTokens}
        onChange={setRevokeTokens}
      />
      <QueryStates
        query={sessions}
        loadingLabel="Loading sessions…"
        errorText="Failed to load your sessions."
      >
        {(data) => (
          <DataTable
            caption="Your active sessions"
            hideCaption
            head={
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col" className="cell--actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            }
          >
            {data.map((s) => {
              const label = describeBrowser(s.userAgent);
              return (
                <tr key={s._id}>
                  <th scope="row" className="cell--nowrap" title={s.userAgent ?? undefined}>
                    {label}
                    {s.current && <span className="badge badge--on account__this">This session</span>}
                  </th>
                  <td className="cell--nowrap">{s.ip ?? '—'}</td>
                  <td className="cell--nowrap">{formatDateTime(s.createdAt)}</td>
                  <td className="cell--nowrap">{formatDateTime(s.lastSeenAt)}</td>
                  <td className="cell--actions">
                    {!s.current && (
                      <button
                        type="button"
                        className="btn btn--danger btn--sm"
                        aria-label={`End session on ${label}, last seen ${formatDateTime(s.lastSeenAt)}`}
                        disabled={end.isPending && end.variables === s._id}
                        onClick={() => endOne(s._id, label)}
                      >
                        End
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryStates>
      {dialog}
    </section>
  );
}
