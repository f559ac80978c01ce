// What the desk publishes (`npm run desk -- publish`, or the desk's Publish button): the committed files
// the build reads. content/rulings.yaml carries the rulings; content/playtests.yaml only counts (reading
// `published-tallies`): games per version and setting by result, Turns and minutes summed, questions per
// rule. No report, question text, note or name ever leaves the database this way.
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Catalog } from '../../catalog/catalog.ts';
import { parseDesignerRulings, RULINGS_FILE, type DesignerRuling } from '../../catalog/designer-rulings.ts';
import { parseTallies, settingKey, TALLIES_FILE, type Asked, type Result, type Tally } from '../../catalog/playtest-tallies.ts';
import type { Readings, SystemId } from '../../engine/index.ts';
import { writeWhole, type FileIo } from '../../catalog/write-whole.ts';

/** A report as the tallies need it: its settings and outcome, nothing a person wrote. */
export interface TallyReport {
  version: string;
  system: SystemId;
  rulings: Record<string, string | number>;
  params: Record<string, unknown>;
  perSide: number;
  /** The day it was played: its games are tallied under the rulings in force then. */
  playedOn: string;
  result: string;
  turns: number;
  minutes: number | null;
  questions: ReadonlyArray<{ rule: string }>;
}

export interface TallyQuestion {
  version: string;
  rule: string | null;
}

/** WarSpike's players by their first Turn's roles, tallied as the engine tallies them. */
const RESULT_OF: Record<string, Result> = { 'player-i': 'instigator', 'player-r': 'retaliator' };

/**
 * The counts. `ruledOn` (version-rules.ts ruledOn, over the rulings being published or the desk's) gives
 * the designer's rulings in force on a report's day: reports played under different rulings are tallied
 * apart, each held against its own day's rules.
 */
export function tallies(
  reports: readonly TallyReport[],
  questions: readonly TallyQuestion[],
  ruledOn: (version: string, day: string) => Partial<Readings>,
): { tallies: Tally[]; asked: Asked[] } {
  const groups = new Map<string, Tally>();
  for (const r of reports) {
    // What the table chose itself wins over what was ruled (a table may play another reading on purpose).
    const ruled = Object.fromEntries(Object.entries(ruledOn(r.version, r.playedOn)).filter(([id]) => !(id in r.rulings)));
    const base = { version: r.version, system: r.system, rulings: r.rulings, ruled, params: r.params as Tally['params'], perSide: r.perSide };
    const key = settingKey(base);
    const t = groups.get(key) ?? { ...base, results: { instigator: 0, retaliator: 0, draw: 0, unfinished: 0 }, turns: 0, minutes: { games: 0, total: 0 } };
    const result = RESULT_OF[r.result] ?? (r.result as Result);
    t.results[result]++;
    if (result !== 'unfinished') t.turns += r.turns;
    if (r.minutes !== null) {
      t.minutes.games++;
      t.minutes.total += r.minutes;
    }
    groups.set(key, t);
  }
  const asked = new Map<string, Asked>();
  const ask = (version: string, rule: string) => {
    const key = `${version} ${rule}`;
    const a = asked.get(key) ?? { version, rule, questions: 0 };
    a.questions++;
    asked.set(key, a);
  };
  for (const q of questions) if (q.rule) ask(q.version, q.rule);
  for (const r of reports) for (const q of r.questions) ask(r.version, q.rule);
  const byKey = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return { tallies: byKey(groups), asked: byKey(asked) };
}

const HEADER = {
  rulings: `# The designer's published rulings, written by the desk (\`npm run desk -- publish\`, or its Publish
# button) and read by the build: rule pages, history pages, /api/…/rules.json, /api/rules/<id>.json,
# the feed, and each version's settled engine rulings. Shape: src/catalog/designer-rulings.ts.
`,
  tallies: `# What the build knows of real games: aggregate, anonymous tallies the desk writes when it publishes
# (\`npm run desk -- publish\`): per version and setting, game counts by result, Turns and minutes summed;
# and per rule, how many questions it drew. Never a report, a name or a note. Shape:
# src/catalog/playtest-tallies.ts. /playtests/ holds them against the engine's predictions.
`,
};

/** content/rulings.yaml's text, checked by the very loader the build uses (a CatalogError if the build would refuse it). */
export function rulingsFile(catalog: Catalog, contentDir: string, rulings: readonly DesignerRuling[]): string {
  const text = HEADER.rulings + stringify({ rulings }, { lineWidth: 0 });
  parseDesignerRulings(text, { path: join(contentDir, RULINGS_FILE), file: `content/${RULINGS_FILE}` }, catalog);
  return text;
}

/** The two files' text, each checked by the very loader the build uses before anything is written. */
export function publishedFiles(
  catalog: Catalog,
  contentDir: string,
  rulings: readonly DesignerRuling[],
  counted: { tallies: Tally[]; asked: Asked[] },
): Record<string, string> {
  const rulingsText = rulingsFile(catalog, contentDir, rulings);
  const talliesText = HEADER.tallies + stringify(counted, { lineWidth: 0 });
  parseTallies(talliesText, { path: join(contentDir, TALLIES_FILE), file: `content/${TALLIES_FILE}` }, catalog);
  return { [RULINGS_FILE]: rulingsText, [TALLIES_FILE]: talliesText };
}

/** Writes the checked files into the content folder, each whole or not at all (src/catalog/write-whole.ts); returns their paths. */
export function writePublished(contentDir: string, files: Record<string, string>, io?: FileIo): string[] {
  return Object.entries(files).map(([name, text]) => {
    writeWhole(join(contentDir, name), text, io);
    return join(contentDir, name);
  });
}
