/** The signed-in admin's own account, as every My account route reads and answers it. */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { countRecoveryCodes, findUserById, listPasskeys, toUser, type UserRow } from '../auth/index.ts';
import { countTokensOf } from '../tokens/index.ts';

export const tags = ['account'];

/** My account's own routes: admins only, open while REQUIRE_2FA setup is pending, no public content. */
export const own = { permission: 'ownAccount', allowDuring2faSetup: true, keepsContent: true } as const;

/** The signed-in admin's row (the admin hook has run: there is a user). */
export async function ownRow(db: Db, request: FastifyRequest): Promise<UserRow> {
  const user = request.user ? await findUserById(db, request.user._id) : undefined;
  if (!user) throw new HttpError(401, 'Please log in as an administrator.');
  return user;
}

/**
 * The account as GET /admin/account answers it: the user, its second factors, recovery codes left and
 * how many API tokens it made.
 */
export async function accountView(db: Db, config: AppConfig, user: UserRow) {
  const passkeys = await listPasskeys(db, user.id);
  return {
    user: toUser(user, {
      twoFactor: user.totpSecret !== null || passkeys.length > 0,
      require2fa: config.require2fa,
    }),
    totp: user.totpSecret !== null,
    passkeys: passkeys.map((p) => ({
      _id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: await countRecoveryCodes(db, user.id),
    require2fa: config.require2fa,
    apiTokens: await countTokensOf(db, user.id),
  };
}
