/**
 * The mail outbox with real server processes and a real SMTP server on loopback:
 *
 * - two processes on one PostgreSQL, enquiries queued while SMTP is down, then both workers race for
 *   the same rows when it comes back (slowly, so their runs overlap): every mail arrives exactly once;
 * - the embedded database: SIGKILL while a mail is being sent (the SMTP server holds its answer to
 *   DATA, so the mail is not yet accepted), restart: every pending mail goes out, each once.
 *
 * The two run side by side (each on its own SMTP server and database): both mostly wait for
 * processes and for the outbox's polls.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TestSmtp } from '../support/smtp.ts';
import {
  createDatabase,
  embeddedDataDir,
  killAll,
  login,
  type ServerProcess,
  sleep,
  startServer,
  tempDir,
} from './helpers.ts';

const STAFF = 'sales@vyoma.test';

const mailEnv = (smtp: TestSmtp, more: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  SMTP_FROM: 'Vyoma website <website@vyoma.test>',
  NOTIFY_EMAILS: STAFF,
  OUTBOX_RETRY_SECONDS: '1',
  ...more,
});

async function enquire(server: ServerProcess, message: string): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/v1/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      name: 'Ops Mail',
      email: 'visitor@example.test',
      phone: '+91 98765 43210',
      message,
    }),
  });
  expect(res.status).toBe(201);
}

/** The admin link of each received mail (one per enquiry). */
const linksOf = (smtp: TestSmtp) =>
  smtp.mails.map((m) => /\/admin\/contact-info\/([0-9a-f-]{36})/.exec(m.mail.text ?? '')?.[1] ?? 'none');

function countBy<T>(items: T[]): Map<T, number> {
  const out = new Map<T, number>();
  for (const item of items) out.set(item, (out.get(item) ?? 0) + 1);
  return out;
}

describe.concurrent('enquiry mail with real processes', () => {
  const smtps: TestSmtp[] = [];
  afterAll(async () => {
    await killAll();
    await Promise.all(smtps.map((s) => s.stop()));
  });

  it.skipIf(!process.env.TEST_POSTGRES)(
    'two processes on one PostgreSQL send each mail exactly once',
    async ({ expect }) => {
      const TOTAL = 30;
      const smtp = await TestSmtp.start({ dataDelayMs: 250 });
      smtps.push(smtp);
      await smtp.stop(); // down while the enquiries arrive
      const databaseUrl = await createDatabase(inject('postgresUrl'), 'mail');
      const dirs = [tempDir('mail-a'), tempDir('mail-b')];
      const env = mailEnv(smtp, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
      const a = await startServer({ dataDir: dirs[0]!.dir, databaseUrl, env });
      const b = await startServer({ dataDir: dirs[1]!.dir, databaseUrl, env });
      try {
        for (let i = 0; i < TOTAL; i++) await enquire(i % 2 === 0 ? a : b, `two processes #${i}`);
        await sleep(1500); // both workers have tried and failed at least once

        await smtp.listen();
        await smtp.waitFor(TOTAL, 120_000);
        // Another poll of each worker (every 5 s), past every retry: nothing more arrives.
        await sleep(6000);
        const links = linksOf(smtp);
        expect(links).toHaveLength(TOTAL);
        expect([...countBy(links).values()].every((n) => n === 1)).toBe(true);
        expect(new Set(smtp.mails.map((m) => m.mail.messageId)).size).toBe(TOTAL);

        // Both processes really sent (their runs overlapped), and each says so once per mail.
        const sentBy = [a, b].map(
          (s) =>
            s
              .output()
              .split('\n')
              .filter((l) => l.includes('"enquiry mail sent"')).length,
        );
        console.info(`[ops] mails sent by process A: ${sentBy[0]}, by process B: ${sentBy[1]}`);
        expect(sentBy[0]! + sentBy[1]!).toBe(TOTAL);
        expect(sentBy[0]).toBeGreaterThan(0);
        expect(sentBy[1]).toBeGreaterThan(0);

        const cookie = await login(a.baseUrl);
        const list = await fetch(`${a.baseUrl}/api/v1/contact?limit=200`, { headers: { cookie } });
        const rows = ((await list.json()) as { data: { notification: { state: string } }[] }).data;
        expect(rows.map((r) => r.notification.state)).toEqual(new Array(TOTAL).fill('sent'));
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        for (const d of dirs) d.remove();
      }
    },
    300_000,
  );

  it('SIGKILL while sending, then a restart, sends every pending mail once (embedded database)', async ({
    expect,
  }) => {
    const TOTAL = 5;
    const smtp = await TestSmtp.start({ dataDelayMs: 4000 });
    smtps.push(smtp);
    const data = embeddedDataDir('mail-kill');
    try {
      const first = await startServer({ dataDir: data.dir, env: mailEnv(smtp) });
      for (let i = 0; i < TOTAL; i++) await enquire(first, `kill while sending #${i}`);
      // The first mail's DATA has arrived; the SMTP server has not accepted it yet.
      await smtp.waitForHeld(1, 30_000);
      first.signal('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      await sleep(4500);
      expect(smtp.mails).toHaveLength(0);
      expect(smtp.abortedData).toBe(1);

      smtp.set({ dataDelayMs: 0 });
      const second = await startServer({ dataDir: data.dir, env: mailEnv(smtp) });
      await smtp.waitFor(TOTAL, 60_000);
      await sleep(6000); // another poll: nothing more
      const links = linksOf(smtp);
      expect(links).toHaveLength(TOTAL);
      expect(new Set(links).size).toBe(TOTAL);
      const messages = smtp.mails.map((m) => /kill while sending #\d/.exec(m.mail.text ?? '')?.[0]).sort();
      expect(messages).toEqual(Array.from({ length: TOTAL }, (_, i) => `kill while sending #${i}`));
      expect(second.output()).toContain('enquiry mail interrupted by the last stop will be sent again');
      expect(await second.stop()).toEqual({ code: 0, signal: null });
    } finally {
      data.remove();
    }
  }, 300_000);
});
