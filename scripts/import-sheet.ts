// Makes or updates a draft version from the designer's sheet (one text file, numbered rules):
//   npm run import-sheet -- v0.3 sheet.txt [--from v0.2] [--match 23=game-length] [--new 23] [--dry-run] [--content <dir>]
// Prints how each rule of the sheet was matched to the previous version's ids, writes the draft
// (src/catalog/draft.ts does the work) and then checks all content, as the build would.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogError } from '../src/catalog/catalog.ts';
import { DraftError, planImport, writeDraft, type ImportOptions } from '../src/catalog/draft.ts';
import { MATCH_THRESHOLD, matchTable, SECTION_THRESHOLD } from '../src/catalog/sheet-match.ts';
import { MAX_SHEET_CHARS } from '../src/catalog/sheet.ts';
import { CONTENT_DIR } from '../src/catalog/content-dir.ts';
import { fullContentReport } from '../src/markdown/content-report.ts';

export class UsageError extends Error {}

export interface ImportArgs extends Omit<ImportOptions, 'text' | 'contentDir'> {
  sheetPath: string;
  contentDir: string;
  dryRun: boolean;
}

const USAGE =
  'usage: npm run import-sheet -- <version> <sheet.txt> [--from <version>] [--match N=<id>[,N=<id>]]... [--new N]... [--dry-run] [--content <dir>]\n  e.g. npm run import-sheet -- v0.3 sheet.txt --from v0.2 --match 23=game-length,34=counter-defence-test';

function ruleNumber(flag: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new UsageError(`${flag} ${raw}: the rule number must be a whole number from 1 to 1000`);
  return n;
}

export function parseArgs(argv: string[]): ImportArgs {
  const rest: string[] = [];
  const match = new Map<number, string>();
  const fresh = new Set<number>();
  let from: string | undefined;
  let contentDir = CONTENT_DIR;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') {
      dryRun = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      // "--match 32=a 34=b": the second pair lost its flag.
      if (/^\d+=/.test(arg))
        throw new UsageError(
          `${arg}: a match needs its own --match (or join them with commas): --match ${[...match].map(([n, id]) => `${n}=${id},`).join('')}${arg}`,
        );
      rest.push(arg);
      continue;
    }
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
    if (arg === '--from') from = value;
    else if (arg === '--content') contentDir = resolve(value);
    else if (arg === '--new') fresh.add(ruleNumber('--new', value));
    else if (arg === '--match')
      for (const pair of value.split(',')) {
        const m = /^(\d+)=([a-z0-9-]+)$/.exec(pair.trim());
        if (!m)
          throw new UsageError(
            `--match ${value}: write each pair as <new number>=<id of any version>, e.g. --match 23=game-length or --match 23=game-length,24=dice`,
          );
        const n = ruleNumber('--match', m[1]!);
        if (match.has(n) && match.get(n) !== m[2]) throw new UsageError(`--match ${n}=…: rule ${n} is matched twice (${match.get(n)}, ${m[2]}): choose one`);
        match.set(n, m[2]!);
      }
    else throw new UsageError(`unknown option ${arg}`);
  }
  if (rest.length !== 2) throw new UsageError("give the draft's version id and the sheet file, e.g. v0.3 sheet.txt");
  for (const n of fresh) if (match.has(n)) throw new UsageError(`--new ${n} and --match ${n}=…: choose one`);
  return { to: rest[0]!, sheetPath: rest[1]!, ...(from ? { from } : {}), overrule: { match, fresh }, contentDir, dryRun };
}

function readSheetFile(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${path}: cannot read the sheet (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (text.length > MAX_SHEET_CHARS) throw new UsageError(`${path}: ${text.length} characters; a sheet may have at most ${MAX_SHEET_CHARS}`);
  return text;
}

export function run(argv: string[], log: (line: string) => void = console.log): number {
  const args = parseArgs(argv);
  const plan = planImport({
    to: args.to,
    ...(args.from ? { from: args.from } : {}),
    text: readSheetFile(args.sheetPath),
    contentDir: args.contentDir,
    overrule: args.overrule ?? {},
  });
  log(
    `${args.sheetPath}: ${plan.sheet.rules.length} rules in ${plan.sheet.sections.length} sections, matched against ${plan.from} (similarity of the words: at least ${MATCH_THRESHOLD}, or ${SECTION_THRESHOLD} for a rule rewritten under the same heading)`,
  );
  log(matchTable(plan.matching.rows));
  if (plan.errors.length) {
    for (const e of plan.errors) log(`error: ${e}`);
    log('Nothing written.');
    return 2;
  }
  if (args.dryRun) {
    log(`--dry-run: nothing written (${plan.files.length} files would be, ${plan.remove.length} removed).`);
    return 0;
  }
  writeDraft(plan, args.contentDir);
  log(
    `Wrote ${plan.to}: ${plan.files.length - 1} rules and its version.yaml${plan.remove.length ? `; removed ${plan.remove.length} rule files the sheet no longer has` : ''}.`,
  );
  if (plan.checklist.length) {
    log('Still needs your eye:');
    for (const c of plan.checklist) log(`  - ${c}`);
  }
  const report = fullContentReport(args.contentDir);
  log(report.text);
  return report.problems.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exit(run(process.argv.slice(2)));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof DraftError || error instanceof CatalogError)) throw error;
    console.error(`import-sheet: ${error.message}`);
    if (error instanceof UsageError) console.error(USAGE);
    process.exit(2);
  }
}
