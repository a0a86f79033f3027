/** /admin/account "My account": profile, password, two-step verification and sessions. */
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { useAccount } from '../../components/queries.ts';
import { QueryStates } from '../../components/States.tsx';
import { PasswordCard } from '../components/PasswordCard.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';
import './account.css';

export default function AccountPage() {
  const account = useAccount();
  return (
    <AdminFrame title="My account" lead="Your profile, password, sign-in security and sessions." bare>
      <QueryStates
        query={account}
        loadingLabel="Loading your account…"
        errorText="Failed to load your account."
      >
        {(data) => (
          <>
            {data.user.setupTwoFactor && (
              <p className="status status--info account__required" role="status">
                This site requires two-step verification. Set up an authenticator app or add a passkey below
                to continue to the rest of the admin.
              </p>
            )}
            <div className="account">
              <TwoFactorCard account={data} />
              <ProfileCard account={data} />
              <PasswordCard account={data} />
              {!data.user.setupTwoFactor && <SessionsCard account={data} />}
            </div>
          </>
        )}
      </QueryStates>
    </AdminFrame>
  );
}
