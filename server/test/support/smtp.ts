/**
 * A real SMTP server on loopback for the tests (the `smtp-server` package speaks the protocol); every
 * mail it accepts is parsed with `mailparser`, with the SMTP envelope (MAIL FROM, RCPT TO) beside it.
 * It can require a login, hold back its answer to DATA (to catch a sender mid-send), refuse recipients
 * with a permanent error, and be stopped and started again on the same port.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from '../../../testkit/ports.ts';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  raw: string;
  /** The value of a header as sent (raw text, unfolded), or undefined. */
  header(name: string): string | undefined;
}

export interface TestSmtpOptions {
  /** Listen on this port (default: a free one). */
  port?: number;
  /** Require this login (AUTH PLAIN/LOGIN over the plain loopback connection). */
  auth?: { user: string; pass: string };
  /** Wait this long before answering DATA (the mail is accepted only after). */
  dataDelayMs?: number;
  /** Refuse every recipient with `550 5.1.1 Mailbox unavailable`. */
  refuseRecipients?: boolean;
}

function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export class TestSmtp {
  readonly mails: ReceivedMail[] = [];
  /** Connections that reached DATA and were cut before the server answered it (not accepted). */
  abortedData = 0;
  /** Mails whose DATA arrived and whose answer is being held (dataDelayMs). */
  held = 0;
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];
  private closed = new Set<string>();

  private constructor(
    public port: number,
    private options: TestSmtpOptions,
  ) {}

  static async start(options: TestSmtpOptions = {}): Promise<TestSmtp> {
    const smtp = new TestSmtp(options.port ?? (await freePort()), options);
    await smtp.listen();
    return smtp;
  }

  /** An SMTP_URL for this server (with the login when it requires one). */
  get url(): string {
    const auth = this.options.auth;
    return auth
      ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${this.port}`
      : `smtp://127.0.0.1:${this.port}`;
  }

  get listening(): boolean {
    return this.server !== null;
  }

  /** Changes how the next connections are treated. */
  set(options: Partial<TestSmtpOptions>): void {
    this.options = { ...this.options, ...options };
  }

  async listen(): Promise<void> {
    if (this.server) return;
    const options: SMTPServerOptions = {
      secure: false,
      disabledCommands: this.options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !this.options.auth,
      allowInsecureAuth: true,
      logger: false,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => {
        const want = this.options.auth;
        if (want && auth.username === want.user && auth.password === want.pass)
          return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onClose: (session) => {
        this.closed.add(session.id);
      },
      onRcptTo: (_address, _session, callback) => {
        if (this.options.refuseRecipients) {
          const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 550;
          return callback(err);
        }
        return callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const accept = async () => {
            if (!session.envelope) return;
            const mail = await simpleParser(raw);
            this.mails.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              mail,
              raw,
              header: (name) => rawHeader(raw, name),
            });
            for (const wake of this.waiters.splice(0)) wake();
          };
          const delay = this.options.dataDelayMs ?? 0;
          if (delay <= 0) {
            void accept().then(() => callback(), callback);
            return;
          }
          // Hold the answer: the mail counts as accepted only if the connection is still there after.
          this.held++;
          for (const wake of this.waiters.splice(0)) wake();
          setTimeout(() => {
            if (this.closed.has(session.id)) {
              this.abortedData++;
              return;
            }
            void accept().then(() => callback(), callback);
          }, delay);
        });
      },
    };
    const server = new SMTPServer(options);
    server.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` mails have arrived in all (rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    await this.until(
      () => this.mails.length >= count,
      timeoutMs,
      () => `expected ${count} mail(s), got ${this.mails.length}`,
    );
    return this.mails;
  }

  /** Resolves once `count` mails in all have had their DATA held (dataDelayMs). */
  async waitForHeld(count: number, timeoutMs = 20_000): Promise<void> {
    await this.until(
      () => this.held >= count,
      timeoutMs,
      () => `expected ${count} held mail(s), got ${this.held}`,
    );
  }

  private async until(done: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${describe()} after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
