/**
 * Imports flow one way: app → features → blocks → components / lib / content. components/ and lib/
 * know no feature, no block and no app code (Biome's noRestrictedImports also fails the lint on
 * that); blocks/ (one component per block kind) knows components/, lib/ and the contract, never a
 * feature, a route or content/ (a block's copy is its values); a feature
 * uses another feature only through that feature's index.ts, never its internals, and the admin's
 * screens share only features/admin/components. An import that would climb three folders uses the
 * `~/` alias (web/src) instead, and no route module only re-exports a page (routes.ts points at it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(file) ? [file] : [];
  });
}

/** Every import of our own files (relative or `~/`): [importing file, imported file], relative to src. */
function imports(): [string, string][] {
  return sourceFiles(SRC).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'((?:\.{1,2}|~)\/[^']+)'/g)].map((m) => {
      const spec = m[1]!;
      const to = spec.startsWith('~/')
        ? path.join(SRC, spec.slice(2))
        : path.resolve(path.dirname(file), spec);
      return [path.relative(SRC, file), path.relative(SRC, to)] as [string, string];
    });
  });
}

const layer = (file: string) => file.split(path.sep)[0];
const feature = (file: string) => file.split(path.sep)[1];

describe('import direction in web/src', () => {
  const all = imports();

  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it('components/, lib/ and content/ import nothing from features/ or app/', () => {
    const wrong = all.filter(
      ([from, to]) =>
        ['components', 'lib', 'content'].includes(layer(from)!) && ['features', 'app'].includes(layer(to)!),
    );
    expect(wrong).toEqual([]);
  });

  it('components/, lib/ and content/ import nothing from blocks/', () => {
    const wrong = all.filter(
      ([from, to]) => ['components', 'lib', 'content'].includes(layer(from)!) && layer(to) === 'blocks',
    );
    expect(wrong).toEqual([]);
  });

  it('blocks/ import nothing from features/, app/ or content/', () => {
    const wrong = all.filter(
      ([from, to]) => layer(from) === 'blocks' && ['features', 'app', 'content'].includes(layer(to)!),
    );
    expect(wrong).toEqual([]);
    // The rule has something to check.
    expect(all.some(([from, to]) => layer(from) === 'blocks' && layer(to) === 'components')).toBe(true);
  });

  it('features/ import nothing from app/', () => {
    expect(all.filter(([from, to]) => layer(from) === 'features' && layer(to) === 'app')).toEqual([]);
  });

  it("a feature uses another feature only through that feature's index.ts", () => {
    const wrong = all.filter(
      ([from, to]) =>
        layer(from) === 'features' &&
        layer(to) === 'features' &&
        feature(from) !== feature(to) &&
        to !== path.join('features', feature(to)!, 'index.ts'),
    );
    expect(wrong).toEqual([]);
  });

  it("the admin's screens share only features/admin/components, never each other's files", () => {
    const area = (file: string) => file.split(path.sep)[2];
    const wrong = all.filter(
      ([from, to]) =>
        from.startsWith(`features${path.sep}admin${path.sep}`) &&
        to.startsWith(`features${path.sep}admin${path.sep}`) &&
        area(from) !== area(to) &&
        area(to) !== 'components',
    );
    expect(wrong).toEqual([]);
  });

  it('no import climbs three folders (`~/` is web/src)', () => {
    const wrong = sourceFiles(SRC).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.\.\/\.\.\/\.\.\/[^']*)'/g),
      ].map((m) => `${path.relative(SRC, file)}: ${m[1]}`),
    );
    expect(wrong).toEqual([]);
  });

  it('no route module only re-exports a page: routes.ts points at the page itself', () => {
    const routes = path.join(SRC, 'app', 'routes');
    const reexports = sourceFiles(routes).filter((file) =>
      /^\s*export\s*\{\s*default\s*\}\s*from\s*'[^']+';?\s*$/.test(readFileSync(file, 'utf8')),
    );
    expect(reexports.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
