/**
 * "Public content changed": raised before the response of any successful content change leaves
 * (server/src/plugins/content-changes.ts), so every cache of public answers (API reads, rendered pages)
 * drops what it holds and a saved change shows on the next request.
 */
export class ContentEvents {
  /** Bumped on every change: a read that began before it must not store what it read. */
  generation = 0;
  private readonly listeners = new Set<() => void>();

  changed(): void {
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
