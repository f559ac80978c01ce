// What a Publish would change, worked out without the database (the desk's preview page and its tests):
// the rulings new, edited or withdrawn since the last publication; the tallies by version, before and
// after; and the bursts, many reports of one game from one source in a short time, that the designer
// may leave out in one step.
import type { DesignerRuling } from '../../catalog/designer-rulings.ts';
import type { TalliesFile } from '../../catalog/playtest-tallies.ts';
import { RESULTS, type Result } from '../../shared/playtest-results.ts';

export type RulingChangeKind = 'new' | 'edited' | 'withdrawn';

export interface RulingChange {
  kind: RulingChangeKind;
  ruling: DesignerRuling;
  /** As last published (absent for a new one). */
  before?: DesignerRuling;
}

/** What readers see of a ruling, leaving out its bookkeeping (its history and days follow from these). */
const seen = (r: DesignerRuling) => JSON.stringify([r.text, r.status, [...r.rules].sort(), [...r.versions].sort(), r.settles]);

/**
 * The rulings whose publication would change what readers see, in the order given: new, edited (text,
 * status, rules, versions or what it settles), or withdrawn since the last publication. A ruling withdrawn
 * before it was ever published goes out as withdrawn, so it is listed as withdrawn.
 */
export function rulingChanges(last: readonly DesignerRuling[], now: readonly DesignerRuling[]): RulingChange[] {
  const before = new Map(last.map((r) => [r.id, r]));
  const changes: RulingChange[] = [];
  for (const ruling of now) {
    const was = before.get(ruling.id);
    if (ruling.withdrawn && !was?.withdrawn) changes.push({ kind: 'withdrawn', ruling, ...(was && { before: was }) });
    else if (!was) changes.push({ kind: 'new', ruling });
    else if (seen(was) !== seen(ruling) || was.withdrawn !== ruling.withdrawn) changes.push({ kind: 'edited', ruling, before: was });
  }
  return changes;
}

export type VersionCounts = Record<Result, number> & { games: number; questions: number };

export interface VersionTallyChange {
  version: string;
  before: VersionCounts;
  after: VersionCounts;
}

function byVersion(file: TalliesFile): Map<string, VersionCounts> {
  const counts = new Map<string, VersionCounts>();
  const of = (version: string) => {
    let c = counts.get(version);
    if (!c) counts.set(version, (c = { games: 0, questions: 0, ...(Object.fromEntries(RESULTS.map((r) => [r, 0])) as Record<Result, number>) }));
    return c;
  };
  for (const t of file.tallies) {
    const c = of(t.version);
    for (const r of RESULTS) {
      c[r] += t.results[r];
      c.games += t.results[r];
    }
  }
  for (const a of file.asked) of(a.version).questions += a.questions;
  return counts;
}

/** Per version, in `order` (then any other, by name): the games by result and the questions, as last published and as they would go out. */
export function tallyChanges(last: TalliesFile, now: TalliesFile, order: readonly string[] = []): VersionTallyChange[] {
  const before = byVersion(last);
  const after = byVersion(now);
  const empty = (): VersionCounts => ({ games: 0, questions: 0, ...(Object.fromEntries(RESULTS.map((r) => [r, 0])) as Record<Result, number>) });
  const versions = [...new Set([...before.keys(), ...after.keys()])];
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  versions.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return versions.map((version) => ({ version, before: before.get(version) ?? empty(), after: after.get(version) ?? empty() }));
}

/** A report as burst-finding needs it: when it came, who gave it, and the game it describes. */
export interface ArrivedReport {
  id: string;
  receivedAt: Date;
  name: string | null;
  /** Everything that makes two reports the same game: version, settings, result, Turns, combatants left. */
  game: string;
}

export interface Burst {
  /** Who sent it, as the reports name them (null: no name given). */
  name: string | null;
  game: string;
  ids: string[];
  first: Date;
  last: Date;
}

/** A burst: at least this many reports of the same game from one source… */
export const BURST_LEAST = 3;
/** …each arriving within this long of the one before. */
export const BURST_GAP_MS = 10 * 60_000;

/**
 * The bursts among `reports` (reading `burst-source`: the server keeps no sender's address, so a source is
 * the name the reports give, case and spacing aside, or no name at all; a burst is BURST_LEAST or more
 * reports of one game from one source, each within BURST_GAP_MS of the one before). Biggest first.
 */
export function bursts(reports: readonly ArrivedReport[], least = BURST_LEAST, gapMs = BURST_GAP_MS): Burst[] {
  const source = (r: ArrivedReport) => `${r.name?.trim().replace(/\s+/g, ' ').toLowerCase() ?? ''}\u0000${r.game}`;
  const groups = new Map<string, ArrivedReport[]>();
  for (const r of reports) groups.set(source(r), [...(groups.get(source(r)) ?? []), r]);
  const found: Burst[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id.localeCompare(b.id));
    let run: ArrivedReport[] = [];
    const close = () => {
      if (run.length >= least)
        found.push({ name: run[0]!.name, game: run[0]!.game, ids: run.map((r) => r.id), first: run[0]!.receivedAt, last: run.at(-1)!.receivedAt });
      run = [];
    };
    for (const r of group) {
      if (run.length > 0 && r.receivedAt.getTime() - run.at(-1)!.receivedAt.getTime() > gapMs) close();
      run.push(r);
    }
    close();
  }
  return found.sort((a, b) => b.ids.length - a.ids.length || a.first.getTime() - b.first.getTime());
}
