/**
 * Imports flow one way: app → features → components / lib / content. components/ and lib/ know no
 * feature and no app code (Biome's noRestrictedImports also fails the lint on that), and a feature
 * uses another feature only through that feature's index.ts, never its internals.
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

/** Every relative import of the source tree: [importing file, imported file], both relative to src. */
function imports(): [string, string][] {
  return sourceFiles(SRC).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
      (m) =>
        [path.relative(SRC, file), path.relative(SRC, path.resolve(path.dirname(file), m[1]!))] as [
          string,
          string,
        ],
    );
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
});
