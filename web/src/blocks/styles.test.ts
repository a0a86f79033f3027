/**
 * Each block kind links the stylesheets its component imports (followed through the components and
 * modules it imports), no more and no fewer: a CSS import added to a block's component without a line
 * in styles.ts would leave a page of blocks unstyled, since nothing else links it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCKS } from '@vyoma/contract/blocks';
import { describe, expect, it } from 'vitest';
import { BLOCK_STYLES } from './styles.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The module a relative or `~/` import names, if it is one of web/src's files. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/** The CSS files a module imports, directly or through the modules it imports (types left out). */
function stylesheetsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const found: string[] = [];
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(
    /^import\s+(?!type\b)(?:[^'"]*?\bfrom\s+)?['"]([^'"]+)['"]/gm,
  )) {
    const target = resolveImport(file, specifier!);
    if (!target) continue;
    if (target.endsWith('.css')) found.push(path.relative(SRC, target));
    else found.push(...stylesheetsOf(target, seen));
  }
  return found;
}

/**
 * styles.ts as written: each kind's list of imported names, each name's file under web/src. (In
 * tests a `?url` import of CSS is an empty string, so the values alone say nothing.)
 */
const declared = (() => {
  const file = path.join(SRC, 'blocks/styles.ts');
  const source = readFileSync(file, 'utf8');
  const fileOf = new Map(
    [...source.matchAll(/^import (\w+) from '([^']+\.css)\?url';/gm)].map(([, name, from]) => [
      name!,
      path.relative(SRC, path.resolve(path.dirname(file), from!)),
    ]),
  );
  const map = source.slice(source.indexOf('export const BLOCK_STYLES'));
  const kinds = new Map(
    [...map.matchAll(/'?([\w-]+)'?: \[([^\]]*)\]/g)].map(([, kind, names]) => [
      kind!,
      names!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => fileOf.get(n) ?? `unknown name ${n}`),
    ]),
  );
  return { fileOf, kinds };
})();

describe('block stylesheets', () => {
  for (const { name } of BLOCKS) {
    it(`${name}: the files its component imports`, () => {
      const folder = path.join(SRC, 'blocks', name);
      const modules = readdirSync(folder)
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
        .map((f) => path.join(folder, f));
      const imported = new Set(modules.flatMap((m) => stylesheetsOf(m)));
      expect(imported.size, `${name} imports no CSS: is its folder blocks/${name}?`).toBeGreaterThan(0);
      expect(new Set(declared.kinds.get(name))).toEqual(imported);
      expect(BLOCK_STYLES[name]).toHaveLength(declared.kinds.get(name)?.length ?? -1);
    });
  }
});
