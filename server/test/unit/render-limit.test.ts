/**
 * The render limit (modules/pages/render-limit.ts): at most `max` renders, at most one started per
 * turn of the event loop (renders on the embedded database never yield, so this is what lets other
 * requests through between them), waiters served in order, and a full queue refused at once.
 */
import { describe, expect, it } from 'vitest';
import { RenderLimit } from '../../src/modules/pages/render-limit.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('RenderLimit', () => {
  it('starts one render per event-loop turn; the next waits for the turn after', async () => {
    const limit = new RenderLimit({ max: 4, waitMs: 1000, maxWaiting: 4 });
    const first = await limit.acquire();
    expect(first).not.toBeNull();
    expect(limit.tryAcquire()).toBeNull();
    const order: string[] = [];
    const started = (name: string) => (release: (() => void) | null) => {
      order.push(name);
      return release;
    };
    const second = limit.acquire().then(started('second'));
    const third = limit.acquire().then(started('third'));
    expect(order).toEqual([]);
    await nextTurn();
    expect(order).toEqual(['second']);
    await nextTurn();
    expect(order).toEqual(['second', 'third']);
    expect(limit.running).toBe(3);
    for (const release of [first, await second, await third]) release?.();
    expect(limit.running).toBe(0);
  });

  it('never runs more than max; a release lets the first waiter in', async () => {
    const limit = new RenderLimit({ max: 2, waitMs: 1000, maxWaiting: 4 });
    const a = await limit.acquire();
    await nextTurn();
    const b = await limit.acquire();
    await nextTurn();
    let c: (() => void) | null | undefined;
    const waiting = limit.acquire().then((r) => {
      c = r;
    });
    await nextTurn();
    await nextTurn();
    expect(limit.running).toBe(2);
    expect(c).toBeUndefined();
    a?.();
    await waiting;
    expect(c).toBeTypeOf('function');
    expect(limit.running).toBe(2);
    b?.();
    c?.();
    c?.(); // a second release changes nothing
    expect(limit.running).toBe(0);
  });

  it('refuses at once when the queue is full, and after waitMs when no turn came', async () => {
    const limit = new RenderLimit({ max: 1, waitMs: 50, maxWaiting: 1 });
    const held = await limit.acquire();
    const waiter = limit.acquire();
    expect(await limit.acquire()).toBeNull(); // the queue is full
    expect(await waiter).toBeNull(); // the one render kept its turn for 50 ms
    held?.();
    await nextTurn();
    const again = await limit.acquire();
    expect(again).not.toBeNull();
    again?.();
  });
});
