/**
 * "Also revoke my API tokens" (issue 33): a password change and ending all other sessions revoke the
 * tokens this account made unless it is unticked (the server's default is the same). Shown only to an
 * account that made any.
 */
export function RevokeTokensChoice({
  id,
  count,
  checked,
  onChange,
}: {
  id: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (count === 0) return null;
  return (
    <label className="account__check" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Also revoke {count === 1 ? 'the API token' : `the ${count} API tokens`} I made
        <small>They act as you in other tools. Keep them only if you know where each one is.</small>
      </span>
    </label>
  );
}

/** What becomes of the tokens, for a confirmation's message ('' when there are none). */
export function tokensOutcome(count: number, revoke: boolean): string {
  if (count === 0) return '';
  if (revoke)
    return count === 1 ? ' Your API token will be revoked.' : ` Your ${count} API tokens will be revoked.`;
  return count === 1 ? ' Your API token keeps working.' : ` Your ${count} API tokens keep working.`;
}
