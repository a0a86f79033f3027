/**
 * The render limit: at most `max` page renders run at once in this process. A render costs tens of
 * milliseconds of the one JavaScript thread (and, on the embedded database, of its one query queue),
 * so a flood of distinct URLs would otherwise queue every visitor behind it. A request beyond the
 * limit waits its turn, in arrival order, for at most `waitMs`, and at most `maxWaiting` requests wait;
 * anything beyond that is refused at once (the caller then serves a stale page or a 503).
 */
export interface RenderLimitOptions {
  /** Renders at once. */
  max: number;
  /** How long a request waits for its turn. */
  waitMs: number;
  /** Requests that may wait at once. */
  maxWaiting: number;
}

export class RenderLimit {
  private active = 0;
  /** Waiting requests in arrival order (Set: a timed-out waiter leaves in O(1)). */
  private readonly waiting = new Set<() => void>();

  constructor(readonly options: RenderLimitOptions) {}

  /** A turn now, or null when every slot is taken. Call the returned function when done. */
  tryAcquire(): (() => void) | null {
    if (this.active >= this.options.max) return null;
    this.active++;
    return this.releaser();
  }

  /** A turn within `waitMs`, or null. Call the returned function when done. */
  acquire(): Promise<(() => void) | null> {
    const now = this.tryAcquire();
    if (now || this.waiting.size >= this.options.maxWaiting || this.options.waitMs <= 0)
      return Promise.resolve(now);
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        this.waiting.delete(turn);
        // The slot passes straight from the releaser to this waiter (active is unchanged).
        resolve(this.releaser());
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

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.values().next();
      if (next.done) this.active--;
      else next.value();
    };
  }
}
