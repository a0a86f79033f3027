/** The sessions table as the session plugin sees it (plugins/auth.ts SessionStore). */
import type { Db } from '../../db/client.ts';
import type { SessionStore } from '../../plugins/auth.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  sessionTokenHashes,
  toUser,
  touchSession,
  updateUser,
} from './repository.ts';

export function sessionStore(db: Db, require2fa: boolean): SessionStore {
  return {
    async find(tokenHash) {
      const row = await findSession(db, tokenHash);
      return (
        row && {
          id: row.session.id,
          expiresAt: row.session.expiresAt,
          lastSeenAt: row.session.lastSeenAt,
          user: toUser(row.user, {
            twoFactor: row.user.totpSecret !== null || Boolean(row.hasPasskey),
            require2fa,
          }),
        }
      );
    },
    touch: (tokenHash, at) => touchSession(db, tokenHash, at),
    remove: (tokenHash) => deleteSession(db, tokenHash),
    allTokenHashes: () => sessionTokenHashes(db),
    async start(session) {
      await insertSession(db, session);
      await updateUser(db, session.userId, { lastLoginAt: new Date() });
    },
  };
}
