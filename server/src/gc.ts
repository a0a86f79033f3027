/**
 * A full garbage collection now, for the rare moments a large heap just became garbage (the embedded
 * database's first-start heap, a big seed). Without it V8 may keep hundreds of MB of dead WebAssembly
 * and Buffer memory resident until some later allocation pressure. Uses V8's own `gc` function, made
 * available for this one call; does nothing if the runtime refuses.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      const existing = (globalThis as { gc?: () => void }).gc;
      if (existing) gc = existing;
      else {
        setFlagsFromString('--expose-gc');
        gc = runInNewContext('gc') as () => void;
      }
    } catch {
      gc = null;
    }
  }
  try {
    gc?.();
  } catch {
    // not available
  }
}
