/**
 * A request refused before its body arrived (401 before a large upload) must not keep the server
 * reading that body: the answer closes the connection (issue 15). Tested on a listening server with a
 * raw socket, since only the socket shows whether the server stops reading.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('a refused upload', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is answered at once and its connection closed, not read to the end', async () => {
    // Announces 1 GB, then sends chunks as fast as the server takes them, up to 64 MB.
    const declared = 1024 * 1024 * 1024;
    const cap = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    let sent = 0;
    let closed = false;
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => {}); // EPIPE/ECONNRESET once the server has closed: expected
    const gone = new Promise<void>((resolve) =>
      socket.on('close', () => {
        closed = true;
        resolve();
      }),
    );
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/v1/admin/product/new HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    while (!closed && sent < cap) {
      if (!socket.write(chunk)) {
        await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), gone]);
      }
      sent += chunk.length;
    }
    // The server has closed the connection itself, long before the body's end (or the cap).
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
    expect(sent).toBeLessThan(cap);
  });

  it('keeps the connection of a refused request with a small body', async () => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const body = '{"name":"x"}';
    socket.write(
      'POST /api/v1/admin/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    await expect.poll(() => answer, { timeout: 5000 }).toMatch(/^HTTP\/1\.1 401 [\s\S]*\r\n\r\n.+/);
    expect(answer.toLowerCase()).toContain('connection: keep-alive');
    socket.destroy();
  });
});
