/**
 * Sign-in attempts refused with 429 (a throttling counter waiting, LOGIN_RATE_LIMIT_PER_MINUTE, or a
 * step-up proof while its counters wait) leave a trace in the audit log without each one writing an
 * entry, so an attack shows without the log becoming its amplifier: each process tallies them per
 * client address in memory, and once a minute (the `refused-sign-ins` job) writes one `login.refused`
 * entry per address that had any, naming how many ("37 attempts refused (too many)"), the login tried
 * last and which steps were refused. At most MAX_ADDRESSES addresses are tallied apart in a minute;
 * refusals from further addresses share one entry without an address.
 */
import type { Db } from '../../db/client.ts';
import { storableText } from '../../db/text.ts';
import { insertAudit } from '../audit/index.ts';

/** What was refused: a password, a second-step code or passkey, or a step-up proof on My account. */
export type RefusedStep = 'password' | 'code' | 'proof';

interface Tally {
  count: number;
  steps: Set<RefusedStep>;
  /** The account tried last from this address, when known. */
  user: { id: string | null; login: string | null } | null;
}

export const MAX_ADDRESSES = 1000;
const OTHERS = '';

export class RefusedSignIns {
  private tallies = new Map<string, Tally>();

  constructor(private readonly maxAddresses = MAX_ADDRESSES) {}

  /** Counts one refused attempt from `address` (cheap: no I/O). */
  note(address: string, step: RefusedStep, user: Tally['user'] = null): void {
    const key = this.tallies.has(address) || this.tallies.size < this.maxAddresses ? address : OTHERS;
    const tally = this.tallies.get(key) ?? { count: 0, steps: new Set(), user: null };
    tally.count += 1;
    tally.steps.add(step);
    if (user && key !== OTHERS) tally.user = user;
    this.tallies.set(key, tally);
  }

  /** Writes one entry per tallied address and starts counting afresh; returns how many it wrote. */
  async flush(db: Db): Promise<number> {
    const tallies = this.tallies;
    this.tallies = new Map();
    for (const [address, { count, steps, user }] of tallies)
      await insertAudit(db, {
        actorId: user?.id ?? null,
        // The login as typed: request text, made storable so one entry cannot fail the minute's others.
        actorEmail: user?.login ? storableText(user.login, 254) : null,
        action: 'login.refused',
        target: user?.id ? `user:${user.id}` : null,
        targetLabel: `${count} attempt${count === 1 ? '' : 's'} refused (too many)${address === OTHERS ? ' from other addresses' : ''}`,
        ip: address === OTHERS ? null : storableText(address),
        fields: [...steps].sort(),
      });
    return tallies.size;
  }
}
