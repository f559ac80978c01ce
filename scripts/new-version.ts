// Starts a new version of the rules as a draft copy of an existing one:
//   npm run new-version -- v0.3 --from v0.2 [--content <dir>]
// Copies version.yaml and rules/ (stable ids and all), marks the copy draft with the next order, drops
// the source's status notes and prints what still needs the designer's eye (src/catalog/draft.ts).
// To start a draft from the designer's sheet instead, see scripts/import-sheet.ts.
// The copy keeps the source's `engine` (ruleset and parameters): a draft of v0.2 plays v0.2's rules
// until someone gives it another ruleset.
// Every address of the existing versions stays as it is; the site adds the new version's pages beside them.
import { existsSync, mkdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogError, loadCatalog, splitFrontmatter } from '../src/catalog/catalog.ts';
import { carriedReview, draftVersionYaml, dropStatusNotes, newVersionChecklist, nextOrder, VERSION_ID, withReview } from '../src/catalog/draft.ts';
import type { RulesetId } from '../src/engine/index.ts';
import { CONTENT_DIR } from '../src/catalog/content-dir.ts';
import { nearestWords } from '../src/shared/suggest.ts';

export class UsageError extends Error {}

export interface NewVersionOptions {
  to: string;
  /** Defaults to the newest version. */
  from?: string;
  contentDir?: string;
}

export interface NewVersionResult {
  dir: string;
  from: string;
  order: number;
  rules: number;
  /** The engine ruleset the copy plays: the source's. */
  ruleset: RulesetId;
  /** What still needs the designer's eye. */
  checklist: string[];
}

export function newVersion({ to, from, contentDir = CONTENT_DIR }: NewVersionOptions): NewVersionResult {
  if (!VERSION_ID.test(to)) throw new UsageError(`"${to}" is not a version id: write it like v0.3 or v1.0 (a "v", numbers with dots, an optional letter)`);
  const catalog = loadCatalog(contentDir);
  const ids = catalog.versions.map((v) => v.id);
  const source = from === undefined ? catalog.latest : catalog.version(from);
  if (!source) {
    const near = nearestWords(from!, ids);
    throw new UsageError(`--from ${from}: no such version${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}; the versions are ${ids.join(', ')}`);
  }
  const target = join(contentDir, to);
  if (existsSync(target)) throw new UsageError(`${shown(target)} already exists: pick another id, or remove that folder first`);

  const order = nextOrder(catalog);
  const sourceDir = join(contentDir, source.id);
  try {
    // Only the version's own data: files such as a vendored sheet.txt belong to the source version alone.
    mkdirSync(join(target, 'rules'), { recursive: true });
    writeFileSync(join(target, 'version.yaml'), draftVersionYaml(readFileSync(join(sourceDir, 'version.yaml'), 'utf8'), source.id, to, order));
    // The copy starts clean: notes about the source's status ("Reconstructed: …") stay with the source.
    for (const rule of catalog.rules(source.id)) {
      const text = readFileSync(join(catalog.root, rule.file), 'utf8');
      const { body } = splitFrontmatter(text, rule.file);
      const clean = dropStatusNotes(body, 'draft');
      const copy = clean === body ? text : `${text.slice(0, text.length - body.length)}${clean.startsWith('\n') ? '' : '\n'}${clean}`;
      writeFileSync(join(target, 'rules', basename(rule.file)), withReview(copy, carriedReview(rule, to)));
    }
    const check = loadCatalog(contentDir);
    return {
      dir: target,
      from: source.id,
      order,
      rules: check.rules(to).length,
      ruleset: check.version(to)!.engine.ruleset,
      checklist: newVersionChecklist(to),
    };
  } catch (error) {
    // Leave no half-made version behind: the site would fail to build on it.
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

const shown = (path: string) => relative(process.cwd(), path) || '.';

export function parseArgs(argv: string[]): NewVersionOptions {
  const rest: string[] = [];
  const options: Partial<NewVersionOptions> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--from' || arg === '--content') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--from') options.from = value;
      else options.contentDir = resolve(value);
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else rest.push(arg);
  }
  if (rest.length === 0) throw new UsageError('which version? Give the new version id');
  if (rest.length > 1) throw new UsageError(`one new version at a time (got ${rest.join(', ')})`);
  return { ...options, to: rest[0]! };
}

const USAGE = 'usage: npm run new-version -- <new id> [--from <existing id>] [--content <content dir>]\n  e.g. npm run new-version -- v0.3 --from v0.2';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  try {
    const options = parseArgs(args);
    const result = newVersion(options);
    console.log(
      `Created ${shown(result.dir)}: a draft copy of ${result.from} (order ${result.order}, ${result.rules} rules), played by engine ruleset ${result.ruleset}.`,
    );
    console.log(
      `Next: edit ${shown(join(result.dir, 'version.yaml'))} (title, releaseDate, credit, source; engine if its rules differ) and the rules in ${shown(join(result.dir, 'rules'))}.`,
    );
    console.log(`The site will add /${options.to}/, its rule pages and the compare pages; no existing address changes.`);
    console.log('Still needs your eye:');
    for (const c of result.checklist) console.log(`  - ${c}`);
  } catch (error) {
    const known = error instanceof UsageError || error instanceof CatalogError;
    console.error(`new-version: ${(error as Error).message}`);
    if (error instanceof UsageError) console.error(USAGE);
    process.exit(known ? 2 : 1);
  }
}
