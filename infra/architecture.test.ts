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

const SOURCE_FOLDERS = ['functions', 'infra', 'shared', 'web', 'tools', 'testing', 'tests'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local-data']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const under = (folder: string) => (file: string) =>
  file.startsWith(join(repositoryRoot, folder) + '/');

/** Tests and what only tests use: the scaffolding in `testing/`, and `tests/`. */
function isTestCode(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || under('testing')(path) || under('tests')(path);
}

/** What runs the product without shipping in it: the local cloud, the eval, the benchmarks. */
const isTool = under('tools');

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

/** The strongly connected components of more than one node of a directed graph (Tarjan). */
function loopsOf(nodes: Iterable<string>, arrowsFrom: (node: string) => Iterable<string>) {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of arrowsFrom(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return loops;
}

/** The import graph's strongly connected components of more than one file. */
function importCircles(): string[][] {
  return loopsOf(files, (file) => imports.get(file) ?? []).map((circle) => circle.map(name));
}

/**
 * The loops between the entries directly inside `folder` (its subfolders, and its files too when
 * `entries` says so), test code left out: a file importing one in another entry is an arrow from
 * its entry to that one. Each loop is listed as its arrows, each with one import that makes it.
 */
function folderLoops(folder: string, entries: 'folders' | 'folders and files'): string[][] {
  const entryOf = (file: string): string | null => {
    if (!under(folder)(file) || isTestCode(file)) return null;
    const [first, ...rest] = relative(join(repositoryRoot, folder), file).split('/');
    if (first === undefined || (rest.length === 0 && entries === 'folders')) return null;
    return `${folder}/${first}`;
  };
  const arrows = new Map<string, Map<string, string>>();
  for (const [file, targets] of imports) {
    const from = entryOf(file);
    if (from === null) continue;
    for (const target of targets) {
      const to = entryOf(target);
      if (to === null || to === from) continue;
      const out = arrows.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${name(file)} -> ${name(target)}`);
      arrows.set(from, out);
    }
  }
  const loops = loopsOf(arrows.keys(), (entry) => arrows.get(entry)?.keys() ?? []);
  return loops.map((loop) =>
    loop.flatMap((from) =>
      [...(arrows.get(from) ?? [])]
        .filter(([to]) => loop.includes(to))
        .map(([to, example]) => `${from} -> ${to} (${example})`),
    ),
  );
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

  it('layers the entries of functions/: no loop of imports between its folders and files', () => {
    expect(folderLoops('functions', 'folders and files')).toEqual([]);
  });

  it('layers the folders of functions/generation/: no loop of imports between them', () => {
    expect(folderLoops('functions/generation', 'folders')).toEqual([]);
  });

  it('keeps the harness out of the product: no product file imports tools/ or testing/', () => {
    const isProduct = (file: string) => !isTool(file) && !isTestCode(file);
    expect(importsFrom(isProduct, (file) => isTool(file) || under('testing')(file))).toEqual([]);
  });

  it('keeps fakes and fixtures on the product, never on the local cloud', () => {
    // They stand in for the product's collaborators in unit tests; the cloud harness starts it.
    const isFakeOrFixture = (file: string) =>
      ['testing/fakes', 'testing/fixtures', 'testing/web'].some((folder) => under(folder)(file));
    expect(importsFrom(isFakeOrFixture, isTool)).toEqual([]);
  });

  it('keeps functions, shared and web apart: each imports only what sits below it', () => {
    const product = (folder: string) => (file: string) => under(folder)(file) && !isTestCode(file);
    expect(importsFrom(product('shared'), (file) => !product('shared')(file))).toEqual([]);
    expect(importsFrom(product('functions'), product('web'))).toEqual([]);
    expect(importsFrom(product('functions'), product('infra'))).toEqual([]);
    expect(importsFrom(product('web'), product('functions'))).toEqual([]);
    expect(importsFrom(product('web/src/lib'), product('web/src/components'))).toEqual([]);
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
    const isProduct = (file: string) =>
      ['functions', 'web', 'infra'].some((folder) => under(folder)(file)) && !isTestCode(file);
    expect(files.filter(isProduct).flatMap((file) => longFunctions(file, 120))).toEqual([]);
  });
});
