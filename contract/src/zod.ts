/**
 * zod as every schema module of the contract imports it, configured before any schema is built (zod
 * decides at construction whether an object schema may compile a parser with eval).
 */
import { z } from 'zod';

// In the browser, zod would probe for eval (new Function) to compile faster parsers; the site's CSP
// forbids eval, and the probe is reported as a violation. The forms are small: parse without it.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
