/**
 * API tokens (issue 28, docs/decisions/0055): a token is `vyo_` and 32 random bytes (base64url),
 * shown once; the table keeps its sha256 and its first characters. Every request that carries one
 * reads its row with its maker's current role and state (one indexed lookup and a join), so a revoked
 * token, or one whose maker was demoted or deactivated, is refused at once by every process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ApiToken,
  type StaffRole,
  TOKEN_PREFIX,
  TOKEN_SCOPE_NAMES,
  type TokenGrant,
  type TokenScope,
  tokenLimited,
  tokenRole,
} from '@vyoma/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema.ts';
import { sha256, type TokenStore } from '../../plugins/auth.ts';
import { toUser } from '../auth/index.ts';

type Row = typeof apiTokens.$inferSelect;

/** Characters of the token shown to recognise it (the prefix and 8 of the random part). */
const SHOWN = TOKEN_PREFIX.length + 8;

const scopesOf = (row: Row): TokenScope[] =>
  row.scopes.filter((s): s is TokenScope => (TOKEN_SCOPE_NAMES as string[]).includes(s));

export const tokenLabel = (t: { name: string; prefix: string }) => `API token “${t.name}” (${t.prefix}…)`;

/** What a token row allows, capped by its maker's current role. */
const grantOf = (row: Row, makerRole: string): TokenGrant => ({
  role: (row.role as StaffRole | null) ?? null,
  scopes: scopesOf(row),
  makerRole: makerRole as StaffRole,
});

function view(row: Row, creator: { id: string; name: string; role: string } | null): ApiToken {
  const grant = creator && grantOf(row, creator.role);
  return {
    _id: row.id,
    name: row.name,
    role: (row.role as StaffRole | null) ?? null,
    scopes: scopesOf(row),
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    createdBy: creator ? { _id: creator.id, name: creator.name } : null,
    limitedTo: grant && tokenLimited(grant) ? grant.makerRole : null,
  };
}

export interface NewToken {
  name: string;
  role: StaffRole | null;
  scopes: TokenScope[];
  expiresInDays: number | null;
  /** The admin who makes it; the token acts in their name. */
  createdBy: string;
}

/** Stores a new token; answers it as the list shows it, plus the token itself (never stored). */
export async function createToken(db: Db, input: NewToken): Promise<ApiToken & { token: string }> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const [row] = await db
    .insert(apiTokens)
    .values({
      id: randomUUID(),
      name: input.name,
      tokenHash: sha256(token),
      prefix: token.slice(0, SHOWN),
      role: input.role,
      scopes: input.role ? [] : input.scopes,
      createdBy: input.createdBy,
      createdAt: now,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
    })
    .returning();
  const [creator] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, input.createdBy));
  return { ...view(row!, creator ?? null), token };
}

/** Every token, oldest first, with who made it (and whether their role limits it now). */
export async function listTokens(db: Db): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, creator: { id: users.id, name: users.name, role: users.role } })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  return rows.map((r) => view(r.token, r.creator));
}

/** How many tokens an account made (My account offers to revoke them). */
export async function countTokensOf(db: Db, userId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.createdBy, userId));
  return Number(r?.n ?? 0);
}

/** Revokes every token an account made (a password change, "end all other sessions"); answers how many. */
export async function revokeTokensOf(db: Db, userId: string): Promise<number> {
  const gone = await db
    .delete(apiTokens)
    .where(eq(apiTokens.createdBy, userId))
    .returning({ id: apiTokens.id });
  return gone.length;
}

/** A token's name and prefix (the audit log's label), or undefined. */
export async function tokenSnapshot(db: Db, id: string) {
  const [row] = await db
    .select({ name: apiTokens.name, prefix: apiTokens.prefix, role: apiTokens.role })
    .from(apiTokens)
    .where(eq(apiTokens.id, id));
  return row;
}

/** Revokes (deletes) a token: the next request that carries it is refused, in every process. */
export async function deleteToken(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(apiTokens).where(eq(apiTokens.id, id)).returning({ id: apiTokens.id });
  return gone.length > 0;
}

/** The session plugin's view of the table (plugins/auth.ts TokenStore). */
export function tokenStore(db: Db): TokenStore {
  return {
    async find(tokenHash) {
      // The maker's role and state in the same query, on every request: nothing to go stale in any
      // process when they are demoted, deactivated or reactivated.
      const [r] = await db
        .select({ token: apiTokens, user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.createdBy))
        .where(eq(apiTokens.tokenHash, tokenHash))
        .limit(1);
      if (!r) return undefined;
      const { token } = r;
      const grant = grantOf(token, r.user.role);
      return {
        id: token.id,
        name: token.name,
        prefix: token.prefix,
        grant,
        expiresAt: token.expiresAt,
        lastUsedAt: token.lastUsedAt,
        lastUsedIp: token.lastUsedIp,
        makerActive: r.user.active,
        // A scoped token is an editor within its scopes (contract tokenAllows), an author's token no
        // more than an author (item rules read this role); it never enrols a factor.
        user: { ...toUser(r.user, { twoFactor: false, require2fa: false }), role: tokenRole(grant) },
      };
    },
    async touch(id, at, ip) {
      await db.update(apiTokens).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(apiTokens.id, id));
    },
  };
}
