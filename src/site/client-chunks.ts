// The browser build's chunks, by audience (issue 38). A module's audience is the set of islands whose
// hydration imports it, directly or not; the islands are eager (the Lab, the Odds and WWPD widgets, the
// forms, practice: they load before any touch) or wait for a touch (`client:interaction`). Modules with the
// same audience go in one chunk, so no page loads a module before a touch that its own islands do not
// import. Left at that, a widget's touch loaded one chunk per combination of islands (14 to 17); so the
// groups a touch loads that are smaller than MIN_GROUP then merge with another, where the islands that
// would load more for it have room (slack, below): the islands near the page budget (the Odds widget, the
// Lab) have none, the other eager islands a little, a touch a little more. A touch then loads 8 to 10
// chunks besides its component and the renderer, two waves of HTTP/1.1's six connections a host.
// Modules only loaded on demand are left to the bundler's own splitting.
//
// Since a module's audience includes its importer's, an import points from a chunk to one with a wider
// audience (or inside one chunk), and a merge is allowed only where every island it adds already imports
// what the group imports: so each group takes only its own modules (includeDependenciesRecursively: false),
// never what they import.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseAst } from 'vite';

/** What the chunking reads of a module (rolldown's ModuleInfo, the fields used here). */
interface ModuleInfo {
  readonly isEntry: boolean;
  readonly importedIds: readonly string[];
  readonly exports: readonly string[];
  readonly code: string | null;
}
type GetInfo = (id: string) => ModuleInfo | null;

type Statement = ReturnType<typeof parseAst>['body'][number];

/**
 * The source files one build's chunking reads, each parsed once: a value per build, so a process that
 * builds twice (the tests' fixture builds) reads the files afresh.
 */
class Sources {
  private readonly parsed = new Map<string, Statement[] | undefined>();

  /** Top-level statements of a source file on disk, or undefined for ids that are not one (virtual modules, Astro's scripts). */
  statements(id: string): Statement[] | undefined {
    if (!this.parsed.has(id)) this.parsed.set(id, parse(id));
    return this.parsed.get(id);
  }
}

function parse(id: string): Statement[] | undefined {
  if (!/^\//.test(id) || !/\.(?:[cm]?[jt]sx?)$/.test(id)) return undefined;
  try {
    const lang = id.endsWith('.tsx') ? 'tsx' : id.endsWith('.jsx') ? 'jsx' : /\.[cm]?ts$/.test(id) ? 'ts' : 'js';
    return parseAst(readFileSync(id, 'utf8'), { lang }, id).body;
  } catch {
    return undefined;
  }
}

const sourceOf = (s: Statement): string | undefined =>
  (s.type === 'ImportDeclaration' || s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source ? String(s.source.value) : undefined;

/**
 * A barrel: a file of re-exports only (the engine's browser entry and its list of systems). The bundler
 * loads from it only the names each importer uses, so an importer's audience reaches the files those names
 * come from, not the whole barrel.
 */
function isBarrel(src: Sources, id: string): boolean {
  const body = src.statements(id);
  return !!body && body.length > 0 && body.every((s) => (s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source);
}

const target = (from: string, spec: string) => (spec.startsWith('.') ? resolve(dirname(from), spec) : undefined);
const nameOf = (n: { type: string; name?: string; value?: unknown }) => (n.type === 'Identifier' ? n.name! : String(n.value));

/** The files that give `name` through the barrel, or none if it is a type or not found. */
function provider(src: Sources, barrel: string, name: string, info: GetInfo): string[] {
  for (const s of src.statements(barrel) ?? []) {
    const file = sourceOf(s) && target(barrel, sourceOf(s)!);
    if (!file) continue;
    if (s.type === 'ExportNamedDeclaration') {
      const spec = s.specifiers.find((x) => nameOf(x.exported) === name);
      if (spec)
        return s.exportKind === 'type' || spec.exportKind === 'type' ? [] : isBarrel(src, file) ? provider(src, file, nameOf(spec.local), info) : [file];
    } else if (s.type === 'ExportAllDeclaration' && !s.exported) {
      if (isBarrel(src, file)) {
        const found = provider(src, file, name, info);
        if (found.length) return found;
      } else if (info(file)?.exports.includes(name)) return [file];
    }
  }
  return [];
}

/** A module's static imports, each barrel replaced by the files of the names this module takes from it. */
function importsOf(src: Sources, id: string, info: GetInfo): string[] {
  const m = info(id);
  if (!m) return [];
  const out: string[] = [];
  for (const dep of m.importedIds) {
    if (!isBarrel(src, dep)) {
      out.push(dep);
      continue;
    }
    const body = src.statements(id);
    const names: string[] = [];
    let all = !body;
    for (const s of body ?? []) {
      if (!sourceOf(s) || target(id, sourceOf(s)!) !== dep) continue;
      if (s.type === 'ImportDeclaration' && s.importKind !== 'type') {
        for (const x of s.specifiers) {
          if (x.type !== 'ImportSpecifier') all = true;
          else if (x.importKind !== 'type') names.push(nameOf(x.imported));
        }
      } else if (s.type === 'ExportNamedDeclaration' && s.exportKind !== 'type') {
        for (const x of s.specifiers) if (x.exportKind !== 'type') names.push(nameOf(x.local));
      } else if (s.type === 'ExportAllDeclaration') all = true;
    }
    // Not read (a namespace import, or a module not on disk): all of the barrel's files, as if it were none.
    if (all) out.push(...(info(dep)?.importedIds ?? []).flatMap((f) => (isBarrel(src, f) ? (info(f)?.importedIds ?? []) : [f])));
    else for (const n of names) out.push(...provider(src, dep, n, info));
  }
  return out;
}

/** Chunk names: the package, or the file, of the group's largest module. */
function chunkName(ids: string[], info: GetInfo): string {
  const largest = ids.reduce((a, b) => ((info(b)?.code?.length ?? 0) > (info(a)?.code?.length ?? 0) ? b : a));
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(largest)?.[1];
  return (pkg ?? basename(largest.split('?')[0]!).replace(/\.[^.]+$/, '')).replace(/[^\w-]/g, '-');
}

/** Each module's chunk name by its audience (none: an entry, or a module only one island or only on demand loads). */
export function audiences(ids: readonly string[], info: GetInfo, waitsForTouch: (id: string) => boolean): Map<string, string> {
  const src = new Sources();
  const entries = ids.filter((id) => info(id)?.isEntry);
  const reach = new Map<string, { eager: string[]; touch: string[]; script: boolean }>();
  for (const entry of entries) {
    // Astro's page scripts (inlined when small, as the worker's registration is) and the renderer, which
    // every island loads, are audiences of no chunk: what only they import stays in their own file.
    const script = entry.includes('?astro&type=script');
    const renderer = /node_modules[\\/]@astrojs[\\/]/.test(entry);
    const touch = waitsForTouch(entry);
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const r = reach.get(id) ?? reach.set(id, { eager: [], touch: [], script: false }).get(id)!;
      if (script) r.script = true;
      else if (!renderer) (touch ? r.touch : r.eager).push(entry);
      for (const dep of importsOf(src, id, info)) visit(dep);
    };
    visit(entry);
  }
  const size = (ids: Iterable<string>) => [...ids].reduce((n, id) => n + (info(id)?.code?.length ?? 0), 0);
  // Exact audiences first: modules one entry alone imports stay in its own file, those a page script
  // imports stay where the bundler puts them (a small script is inlined in its page).
  const exact = new Map<string, Group>();
  for (const [id, r] of reach) {
    if (info(id)?.isEntry || r.script || r.eager.length + r.touch.length < 2) continue;
    const key = [...r.eager.sort(), '|', ...r.touch.sort()].join(' ');
    const g = exact.get(key) ?? exact.set(key, { eager: new Set(r.eager), touch: new Set(r.touch), ids: [], size: 0 }).get(key)!;
    g.ids.push(id);
  }
  for (const g of exact.values()) g.size = size(g.ids);
  // What each entry may take beyond its own imports when small groups merge: an eager island up to
  // EAGER_LIMIT of module code in all (the islands near the page budget take nothing more), a touch up to
  // TOUCH_EXTRA more than it imports.
  const loads = new Map<string, number>();
  for (const [id, r] of reach) for (const e of [...r.eager, ...r.touch]) loads.set(e, (loads.get(e) ?? 0) + (info(id)?.code?.length ?? 0));
  const slack = new Map<string, number>();
  for (const [e, n] of loads) slack.set(e, waitsForTouch(e) ? TOUCH_EXTRA : Math.max(0, EAGER_LIMIT - n));
  // An entry may take in a group only if it already imports everything that group's modules import: else
  // the group's imports would come with it.
  const deps = new Map<string, string[]>();
  const fits = (g: Group, e: string) =>
    g.ids.every((id) =>
      (deps.get(id) ?? deps.set(id, importsOf(src, id, info)).get(id)!).every(
        (d) => !reach.has(d) || reach.get(d)!.eager.includes(e) || reach.get(d)!.touch.includes(e),
      ),
    );
  const merged = mergeSmall(
    [...exact.values()].filter((g) => g.touch.size > 0),
    slack,
    fits,
  );
  const groups = [...merged, ...[...exact.values()].filter((g) => g.touch.size === 0)];
  const names = new Map<string, string>();
  for (const g of groups) {
    const name = g.eager.size === 0 ? 'touch' : chunkName(g.ids, info);
    for (const id of g.ids) names.set(id, name);
  }
  return names;
}

/** Module code (bytes, before minifying) an eager island's hydration may import in all once small groups merge. */
const EAGER_LIMIT = 84_000;
/** Module code a touch may load beyond what its island imports, once small groups merge. */
const TOUCH_EXTRA = 12_000;
/** Groups smaller than this (module code) merge with another where the entries' slack allows. */
const MIN_GROUP = 12_000;

interface Group {
  eager: Set<string>;
  touch: Set<string>;
  ids: string[];
  size: number;
}

/**
 * The minimum chunk size: each group of the touches' modules smaller than MIN_GROUP, smallest first, joins
 * the group that adds the fewest bytes to entries that did not load them, if no entry's slack is
 * overdrawn. A group only merges with another that a touch loads, so code that only eager islands share
 * stays as it is.
 */
function mergeSmall(start: Group[], slack: Map<string, number>, fits: (g: Group, entry: string) => boolean): Group[] {
  let groups = start;
  const users = (g: Group) => [...g.eager, ...g.touch];
  for (;;) {
    groups.sort((a, b) => a.size - b.size || a.ids[0]!.localeCompare(b.ids[0]!));
    let joined = false;
    for (const a of groups) {
      if (a.size >= MIN_GROUP) break;
      let best: Group | undefined;
      let cost = Infinity;
      for (const b of groups) {
        if (b === a) continue;
        const toA = users(b).filter((e) => !a.eager.has(e) && !a.touch.has(e));
        const toB = users(a).filter((e) => !b.eager.has(e) && !b.touch.has(e));
        if (toA.some((e) => slack.get(e)! < a.size || !fits(a, e)) || toB.some((e) => slack.get(e)! < b.size || !fits(b, e))) continue;
        const c = a.size * toA.length + b.size * toB.length;
        if (c < cost) [best, cost] = [b, c];
      }
      if (!best) continue;
      for (const e of users(best)) if (!a.eager.has(e) && !a.touch.has(e)) slack.set(e, slack.get(e)! - a.size);
      for (const e of users(a)) if (!best.eager.has(e) && !best.touch.has(e)) slack.set(e, slack.get(e)! - best.size);
      best.ids.push(...a.ids);
      best.size += a.size;
      a.eager.forEach((e) => best.eager.add(e));
      a.touch.forEach((e) => best.touch.add(e));
      groups = groups.filter((g) => g !== a);
      joined = true;
      break;
    }
    if (!joined) return groups;
  }
}

/**
 * The components that islands hydrate with `client:interaction` anywhere in `dirs` (.astro and .mdx
 * files): `<Name client:interaction` and the file `Name` is imported from.
 */
export function touchIslands(dirs: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const dir of dirs)
    for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!e.isFile() || !/\.(astro|mdx)$/.test(e.name)) continue;
      const file = join(e.parentPath, e.name);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<([A-Z][\w]*)\s[^>]*?\bclient:interaction\b/g)) {
        const from = new RegExp(`import\\s+${m[1]}\\b[^'"]*from\\s+['"](\\.[^'"]+)['"]`).exec(text)?.[1];
        if (from) found.add(resolve(dirname(file), from));
      }
    }
  return found;
}

/** The code-splitting group: every module the islands import, in one chunk per audience. */
export function audienceGroup(waitsForTouch: (id: string) => boolean) {
  const candidates: string[] = [];
  let names: Map<string, string> | undefined;
  return {
    debugName: 'audiences',
    // The bundler asks `test` of every module before it asks any `name`: the first `name` sees them all.
    test: (id: string) => {
      candidates.push(id);
      return true;
    },
    name: (id: string, ctx: { getModuleInfo: GetInfo }) => (names ??= audiences(candidates, (m) => ctx.getModuleInfo(m), waitsForTouch)).get(id) ?? null,
    includeDependenciesRecursively: false,
  };
}
