/**
 * The render limit. A page render costs tens of milliseconds of the one JavaScript thread, and on the
 * embedded database it never yields: its queries and React's rendering all run as one unbroken chain
 * of promise callbacks, so renders do not overlap, they queue. A flood of distinct URLs read in one
 * turn of the event loop would therefore be rendered back to back, and every visitor's request, even
 * one for a cached page, would wait behind all of them.
 *
 * So a render may start only if fewer than `max` are running (on PostgreSQL renders do overlap while
 * they wait for the database) and none has started yet in this turn of the event loop: between two
 * renders, every request that has arrived is read and the cached ones are answered. A request that
 * cannot start waits its turn, in arrival order, for at most `waitMs`; at most `maxWaiting` wait, and
 * anything beyond is refused at once (the caller then serves a stale page, or 503).
 */
export interface RenderLimitOptions {
  /** Renders running at once. */
  max: number;
  /** How long a request waits for its turn. */
  waitMs: number;
  /** Requests that may wait at once. */
  maxWaiting: number;
}

export class RenderLimit {
  private active = 0;
  /** A render has started in this turn of the event loop (cleared by setImmediate, after I/O). */
  private startedThisTurn = false;
  /** Waiting requests in arrival order (Set: a timed-out waiter leaves in O(1)). */
  private readonly waiting = new Set<() => void>();

  constructor(readonly options: RenderLimitOptions) {}

  /** A turn now, or null. Call the returned function when the render is done. */
  tryAcquire(): (() => void) | null {
    return this.canStart() ? this.start() : null;
  }

  /** A turn within `waitMs`, or null. Call the returned function when the render is done. */
  acquire(): Promise<(() => void) | null> {
    const now = this.tryAcquire();
    if (now || this.waiting.size >= this.options.maxWaiting || this.options.waitMs <= 0)
      return Promise.resolve(now);
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        this.waiting.delete(turn);
        resolve(this.start());
      };
      const timer = setTimeout(() => {
        this.waiting.delete(turn);
        resolve(null);
      }, this.options.waitMs);
      this.waiting.add(turn);
    });
  }

  /** Renders running now. */
  get running(): number {
    return this.active;
  }

  private canStart(): boolean {
    return this.active < this.options.max && !this.startedThisTurn;
  }

  private start(): () => void {
    this.active++;
    if (!this.startedThisTurn) {
      this.startedThisTurn = true;
      setImmediate(this.nextTurn);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active--;
      this.next();
    };
  }

  private readonly nextTurn = () => {
    this.startedThisTurn = false;
    this.next();
  };

  /** Lets the first waiter start, if a render may start now. */
  private next(): void {
    if (!this.canStart()) return;
    const first = this.waiting.values().next();
    if (!first.done) first.value();
  }
}
