/**
 * Before each component test file (project unit-dom): its files share one module graph and one DOM
 * per worker (vitest.config.ts), so what one file leaves behind is cleared before the next begins:
 * elements still in the document, the admin's toast messages (a module-level store whose timers
 * outlive a test), web storage, stubbed globals and fake timers.
 */
import { beforeAll, vi } from 'vitest';
import { toast } from '~/components/ui/Toast.tsx';

beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.clear();
  if (typeof document !== 'undefined') {
    document.head.replaceChildren();
    document.body.replaceChildren();
  }
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
