/**
 * Imports in server/src flow one way, from the bottom up (docs/architecture.md#layers):
 *
 *   base      config.ts, gc.ts, load-once.ts, paths.ts, types/   imports nothing of ours
 *   db/       schema, client, migrations, database error codes
 *   http/     schemas, route config, ready bytes, HttpError, OpenAPI
 *   plugins/  hooks on every route; they take what they need from the app (a session store, an
 *             audit writer) through the context type they declare, and know no module
 *   modules/  one folder per area; another module only through its index.ts (its public entry)
 *   top       app.ts, main.ts, context.ts, scheduler.ts, server-options.ts, startup-notice.ts, cli/,
 *             demo/: composition, free to use everything; modules may import context.ts for its type
 *
 * Each rule is one test, and a broken rule lists the offending imports as "from → to".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(file) ? [file] : [];
  });
}

interface Import {
  from: string;
  to: string;
  /** `import type …`: erased at run time. */
  typeOnly: boolean;
}

/** Every relative import and re-export of server/src (static and dynamic), paths relative to src/. */
function imports(): Import[] {
  return sourceFiles(SRC).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const from = path.relative(SRC, file).split(path.sep).join('/');
    const target = (spec: string) =>
      path
        .relative(SRC, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
    const statements = [
      ...code.matchAll(/\b(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*'(\.{1,2}\/[^']+)'/g),
    ];
    const dynamic = [...code.matchAll(/\bimport\s*\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)];
    return [
      ...statements.map((m) => ({ from, to: target(m[2]!), typeOnly: Boolean(m[1]) })),
      ...dynamic.map((m) => ({ from, to: target(m[1]!), typeOnly: false })),
    ];
  });
}

type Layer = 'base' | 'db' | 'http' | 'plugins' | 'modules' | 'top';

const BASE = ['config.ts', 'gc.ts', 'load-once.ts', 'paths.ts'];
const TOP = ['app.ts', 'main.ts', 'context.ts', 'scheduler.ts', 'server-options.ts', 'startup-notice.ts'];

function layer(file: string): Layer {
  const [first] = file.split('/');
  if (BASE.includes(file) || first === 'types') return 'base';
  if (first === 'db' || first === 'http' || first === 'plugins' || first === 'modules') return first;
  if (TOP.includes(file) || first === 'cli' || first === 'demo') return 'top';
  throw new Error(
    `${file}: no layer; add it to the list in import-direction.test.ts and to docs/architecture.md`,
  );
}

const moduleOf = (file: string) => file.split('/')[1];
const show = (list: Import[]) => list.map((i) => `${i.from} → ${i.to}`);

describe('import direction in server/src', () => {
  const all = imports();
  /** Imports from `layer` to anything outside `allowed`. */
  const leaving = (from: Layer, allowed: Layer[]) =>
    show(all.filter((i) => layer(i.from) === from && !allowed.includes(layer(i.to))));

  it('finds the imports it checks, and every file has a layer', () => {
    expect(all.length).toBeGreaterThan(250);
    for (const i of all) {
      layer(i.from);
      layer(i.to);
    }
  });

  it('config.ts, gc.ts and types/ import nothing of ours', () => {
    expect(leaving('base', ['base'])).toEqual([]);
  });

  it('db/ imports only the base', () => {
    expect(leaving('db', ['base', 'db'])).toEqual([]);
  });

  it('http/ imports only the base', () => {
    expect(leaving('http', ['base', 'http'])).toEqual([]);
  });

  it('plugins/ import no module and nothing of the top (they declare what they need)', () => {
    expect(leaving('plugins', ['base', 'db', 'http', 'plugins'])).toEqual([]);
  });

  it('modules/ import of the top only the type of context.ts', () => {
    const wrong = all.filter(
      (i) => layer(i.from) === 'modules' && layer(i.to) === 'top' && !(i.to === 'context.ts' && i.typeOnly),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("a module uses another module only through that module's index.ts", () => {
    const wrong = all.filter(
      (i) =>
        layer(i.from) === 'modules' &&
        layer(i.to) === 'modules' &&
        moduleOf(i.from) !== moduleOf(i.to) &&
        i.to !== `modules/${moduleOf(i.to)}/index.ts`,
    );
    expect(show(wrong)).toEqual([]);
  });
});
