/** The one-time notice `npm start` prints for a generated admin password, and the first screen around it. */
import type { NetworkInterfaceInfo } from 'node:os';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { generatedAdminBox } from '../../src/modules/auth/bootstrap.ts';
import { loggerOptions } from '../../src/server-options.ts';
import { startupNotice } from '../../src/startup-notice.ts';

const ADMIN = { email: 'admin@vyoma.example', password: 'J5Zo5DVHnvvasufS8pJa' };

describe('generated admin notice', () => {
  it('names the login, the password and the clean login URL, boxed', () => {
    const box = generatedAdminBox(ADMIN, 'http://localhost:3000');
    expect(box).toContain('admin@vyoma.example / password: J5Zo5DVHnvvasufS8pJa');
    expect(box).toContain('Open http://localhost:3000/wp-admin to sign in.');
    expect(box).not.toContain('#/');
    const lines = box.split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('the first screen of a fresh start', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as NetworkInterfaceInfo],
    eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false } as NetworkInterfaceInfo],
  };

  it('names the address to open, then the login box at that same address', () => {
    // PORT=0: the configured address says :0; the notice and the box say the port it listens on.
    const config = { host: '0.0.0.0', publicUrl: 'http://localhost:0', publicUrlSet: false };
    const lines = startupNotice(config, 41234, { admin: ADMIN, interfaces }).trimEnd().split('\n');
    const box = lines.findIndex((line) => line.includes('Admin login:'));
    expect(lines.slice(0, box)).toEqual([
      'Vyoma Infotech is running at http://localhost:41234',
      expect.stringMatching(/^\+-+\+$/),
    ]);
    expect(lines[box + 1]).toContain('Open http://localhost:41234/wp-admin to sign in.');
    // The network address comes after the box, as the other address it also answers at.
    expect(lines.findIndex((line) => line.includes('192.168.1.20'))).toBeGreaterThan(box + 3);
  });

  it('with PUBLIC_URL set, the box opens it', () => {
    const config = { host: '0.0.0.0', publicUrl: 'https://www.vyoma.example', publicUrlSet: true };
    const notice = startupNotice(config, 3000, { admin: ADMIN, interfaces });
    expect(notice.split('\n')[0]).toBe('Vyoma Infotech is running at https://www.vyoma.example');
    expect(notice).toContain('Open https://www.vyoma.example/wp-admin to sign in.');
    expect(notice).not.toMatch(/localhost|192\.168/);
  });

  it('logs no line per address Fastify listens on (127.0.0.1 and the network) at info', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = { logFormat: 'json', logLevel: 'info' } as AppConfig;
    const options = loggerOptions(config);
    if (typeof options !== 'object') throw new Error('loggerOptions gave no options');
    const app = Fastify({ logger: { ...options, stream } });
    try {
      await app.listen({ host: '0.0.0.0', port: 0 });
      app.log.info('an ordinary line');
    } finally {
      await app.close();
    }
    expect(lines.map((l) => l.msg)).toEqual(['an ordinary line']);
  });
});
