import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './repository-root';

/**
 * The rules the folder layout depends on (docs/architecture.md): imports point one way, the local
 * cloud is never part of the product, every table key prefix is spelled in one module, and the
 * functions are built from small named pieces.
 */

const SOURCE_FOLDERS = ['functions', 'infra', 'shared', 'web'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local-data']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Tests and what only tests use: fixtures, the test harness, `testing/` folders, browser tests. */
function isTestCode(path: string): boolean {
  return /\.test\.tsx?$|\.fixture\.ts$|\/infra\/test\/|\/web\/e2e\/|\/testing\//.test(path);
}

const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(repositoryRoot, folder)));
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const name = (file: string) => relative(repositoryRoot, file);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (texts.has(candidate)) return candidate;
  }
  return null;
}

const imports = new Map(
  files.map((file) => [
    file,
    ts
      .preProcessFile(texts.get(file) ?? '', true, true)
      .importedFiles.map((entry) => resolveImport(file, entry.fileName))
      .filter((target): target is string => target !== null),
  ]),
);

/** The import graph's strongly connected components of more than one file (Tarjan). */
function importCircles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(name(member));
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

function importsFrom(isImporter: (file: string) => boolean, isTarget: (file: string) => boolean) {
  return [...imports].flatMap(([file, targets]) =>
    isImporter(file)
      ? targets.filter(isTarget).map((target) => `${name(file)} -> ${name(target)}`)
      : [],
  );
}

/** Every function in `file` longer than `limit` lines, as `path:line name (lines)`. */
function longFunctions(file: string, limit: number): string[] {
  const source = ts.createSourceFile(file, texts.get(file) ?? '', ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > limit) {
        const parent = node.parent;
        const label =
          node.name?.getText() ??
          (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)
            ? parent.name.getText()
            : 'anonymous');
        found.push(`${name(file)}:${lineOf(node.getStart())} ${label} (${lines})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the repository layout', () => {
  it('has no import circles', () => {
    expect(importCircles()).toEqual([]);
  });

  it('keeps the local cloud out of the product: only tests and tools that run it import infra/local', () => {
    const isLocal = (file: string) => file.includes('/infra/local/');
    // The eval and the benchmarks measure the product on the local cloud.
    const isTool = (file: string) => /\/infra\/(eval|bench)\//.test(file);
    const isProduct = (file: string) => !isLocal(file) && !isTool(file) && !isTestCode(file);
    expect(importsFrom(isProduct, isLocal)).toEqual([]);
    // A fixture is product code's test double: it stands on the product, never on the local cloud.
    const isFixture = (file: string) => file.endsWith('.fixture.ts');
    expect(importsFrom(isFixture, isLocal)).toEqual([]);
  });

  it('keeps functions, shared and web apart: each imports only what sits below it', () => {
    const under = (folder: string) => (file: string) =>
      file.startsWith(join(repositoryRoot, folder) + '/') && !isTestCode(file);
    expect(importsFrom(under('shared'), (file) => !under('shared')(file))).toEqual([]);
    expect(importsFrom(under('functions'), under('web'))).toEqual([]);
    expect(importsFrom(under('functions'), under('infra'))).toEqual([]);
    expect(importsFrom(under('web'), under('functions'))).toEqual([]);
    expect(importsFrom(under('web/src/lib'), under('web/src/components'))).toEqual([]);
  });

  it('spells each table key prefix in one module only', () => {
    const spelled = new Map<string, Set<string>>();
    for (const file of files) {
      if (isTestCode(file)) continue;
      for (const match of (texts.get(file) ?? '').matchAll(/[`'"]([A-Z][A-Z_]+#)/g)) {
        const prefix = match[1]!;
        spelled.set(prefix, (spelled.get(prefix) ?? new Set()).add(name(file)));
      }
    }
    const owners = new Set([...spelled.values()].flatMap((where) => [...where]));
    expect([...owners]).toEqual(['functions/lib/table-keys.ts']);
  });

  it('builds functions from named pieces of at most 120 lines', () => {
    const product = files.filter((file) => file.includes('/functions/') && !isTestCode(file));
    expect(product.flatMap((file) => longFunctions(file, 120))).toEqual([]);
  });
});
