/**
 * Crash safety of the embedded database: six rounds on one DATA_DIR, each starting the server, firing a
 * burst of enquiries and SIGKILLing the process mid-burst. Every next start must open the database
 * (despite the stale lock file and whatever the crash left behind), and the admin list must hold every
 * enquiry acknowledged in all rounds so far. Losses are collected per round and reported exactly.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  burst,
  embeddedDataDir,
  killAll,
  listContacts,
  login,
  missing,
  type ServerProcess,
  sleep,
  startServer,
} from './helpers.ts';

const ROUNDS = 6;
const TOTAL = 150;
const CONCURRENCY = 20;
/** After how many acknowledgements each round pulls the plug (varied so the kill lands at different points). */
const KILL_AFTER = [5, 60, 25, 90, 1, 110];

describe('SIGKILL during a burst, six rounds on one embedded DATA_DIR', () => {
  const data = embeddedDataDir('sigkill');
  afterAll(async () => {
    await killAll();
    data.remove();
  });

  // Seven cold starts dominate the time; on a loaded two-core machine one start can take 30 s.
  it('reopens the database every time and loses no acknowledged enquiry', async () => {
    const acked: { round: number; message: string }[] = [];
    const losses: { afterRound: number; lost: { round: number; message: string }[] }[] = [];
    const log: string[] = [];

    for (let round = 1; round <= ROUNDS + 1; round++) {
      const started = Date.now();
      let server: ServerProcess;
      try {
        server = await startServer({ dataDir: data.dir });
      } catch (err) {
        throw new Error(
          `start ${round} (after ${round - 1} SIGKILLs) failed to open the database: ${(err as Error).message}\n` +
            `rounds so far:\n${log.join('\n')}`,
        );
      }
      const startMs = Date.now() - started;

      // Everything acknowledged so far must be listed.
      const cookie = await login(server.baseUrl);
      const rows = await listContacts(server.baseUrl, cookie);
      const lostNow = missing(
        acked.map((a) => a.message),
        rows,
      );
      if (lostNow.length > 0) {
        const lostSet = new Set(lostNow);
        losses.push({ afterRound: round - 1, lost: acked.filter((a) => lostSet.has(a.message)) });
      }
      if (round > ROUNDS) {
        log.push(`final start: ${startMs} ms, ${rows.length} stored, ${acked.length} acknowledged in total`);
        expect(await server.stop()).toEqual({ code: 0, signal: null });
        break;
      }

      const killAfter = KILL_AFTER[round - 1]!;
      let killed = false;
      const result = await burst({
        baseUrl: server.baseUrl,
        total: TOTAL,
        concurrency: CONCURRENCY,
        tag: `sigkill-r${round}`,
        requestTimeoutMs: 15_000,
        onAck: (n) => {
          if (!killed && n >= killAfter) {
            killed = true;
            server.signal('SIGKILL');
          }
        },
      });
      if (!killed) server.signal('SIGKILL');
      const exit = await Promise.race([server.exited, sleep(10_000).then(() => null)]);
      expect(exit?.signal, `round ${round}: process did not die from SIGKILL`).toBe('SIGKILL');
      for (const message of result.acked) acked.push({ round, message });
      log.push(
        `round ${round}: start ${startMs} ms, kill after ${killAfter} acks, acknowledged ${result.acked.length}, ` +
          `rejected ${JSON.stringify(Object.fromEntries(result.rejected))}, connection failures ${result.failed}, refused ${result.refused}, ` +
          `lost at this start ${lostNow.length}`,
      );
    }

    console.info(`[ops] SIGKILL rounds on PGlite:\n${log.join('\n')}`);
    const report = losses.map(
      (l) =>
        `after round ${l.afterRound}: ${l.lost.length} lost (${l.lost
          .slice(0, 10)
          .map((x) => `r${x.round} "${x.message}"`)
          .join(', ')}${l.lost.length > 10 ? ', …' : ''})`,
    );
    expect(report, `acknowledged enquiries lost after SIGKILL:\n${report.join('\n')}`).toEqual([]);
  }, 900_000);
});
