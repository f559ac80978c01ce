// No import cycle in src/, type imports counted: import-x/no-cycle skips `import type`, yet a type-only
// cycle still ties two modules' designs together. Reads every .ts/.tsx/.mjs file and each .astro file's
// frontmatter and <script>s with the TypeScript parser; run by `npm run lint`.
//   node scripts/check-cycles.ts [folder]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mjs|astro)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(path) : SOURCE.test(e.name) ? [path] : [];
  });
}

/** The code of a file as TypeScript sees it: an .astro file's frontmatter and scripts, anything else whole. */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

/** Every relative module a file names in an import or export declaration, `import type` included. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, codeOf(file), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const node of source.statements) {
    const spec =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : undefined;
    if (spec?.startsWith('.')) found.push(resolve(dirname(file), spec.replace(/\?.*$/, '')));
  }
  return found;
}

/** The import cycles among `files`, each as the files around it (Tarjan's strongly connected components). */
export function importCycles(files: readonly string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((t) => known.has(t))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)!.includes(v)) cycles.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? 'src');
  const cycles = importCycles(sourceFiles(root));
  for (const c of cycles) console.error(`import cycle (type imports count): ${c.map((f) => relative(process.cwd(), f)).join(' <-> ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): move what both sides need into a module below them both (docs/architecture.md).`);
    process.exit(1);
  }
}
