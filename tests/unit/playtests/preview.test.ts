// The desk's preview before publishing (src/server/published/preview.ts): which rulings are new, edited or
// withdrawn against the last publication, the counts by version before and after, and the bursts.
import { describe, expect, it } from 'vitest';
import type { DesignerRuling } from '../../../src/catalog/designer-rulings.ts';
import type { Tally } from '../../../src/catalog/playtest-tallies.ts';
import { bursts, rulingChanges, tallyChanges, type ArrivedReport } from '../../../src/server/published/preview.ts';

const ruling = (id: string, over: Partial<DesignerRuling> = {}): DesignerRuling => ({
  id,
  answers: [],
  rules: ['move-action'],
  versions: ['v0.2'],
  text: 'A Move may stop short.',
  status: 'provisional',
  by: 'Philip Sibbering',
  published: '2026-11-20',
  updated: '2026-11-20',
  settles: {},
  history: [],
  withdrawn: false,
  ...over,
});

const tally = (version: string, results: Partial<Tally['results']>): Tally => ({
  version,
  system: 'fragment1',
  rulings: {},
  ruled: {},
  params: {},
  perSide: 3,
  results: { instigator: 0, retaliator: 0, draw: 0, unfinished: 0, ...results },
  turns: 0,
  minutes: { games: 0, total: 0 },
});

describe('rulingChanges', () => {
  it('names the new, the edited and the withdrawn, and leaves out what readers would see unchanged', () => {
    const last = [ruling('a'), ruling('b'), ruling('c'), ruling('d', { withdrawn: true })];
    const now = [
      ruling('a', { updated: '2026-11-25', history: [] }), // only its bookkeeping moved
      ruling('b', { text: 'A Move may stop short, up to 2 inches.', history: [{ on: '2026-11-20', text: 'A Move may stop short.', status: 'provisional' }] }),
      ruling('c', { withdrawn: true }),
      ruling('d', { withdrawn: true }),
      ruling('e'),
      ruling('f', { withdrawn: true }),
    ];
    const changes = rulingChanges(last, now);
    expect(changes.map((c) => [c.ruling.id, c.kind])).toEqual([
      ['b', 'edited'],
      ['c', 'withdrawn'],
      ['e', 'new'],
      ['f', 'withdrawn'],
    ]);
    expect(changes[0]!.before?.text).toBe('A Move may stop short.');
  });
  it('counts a change of status, versions or what it settles as an edit', () => {
    const last = [ruling('a'), ruling('b'), ruling('c')];
    const now = [
      ruling('a', { status: 'confirmed' }),
      ruling('b', { versions: ['v0.2', 'v0.1f'] }),
      ruling('c', { settles: { 'v0.2': { ruling: 'move-distance', value: 'up-to' } } }),
    ];
    expect(rulingChanges(last, now).map((c) => c.kind)).toEqual(['edited', 'edited', 'edited']);
  });
});

describe('tallyChanges', () => {
  it('sums each version over its settings, before and after, in the catalog order', () => {
    const last = { tallies: [tally('v0.2', { draw: 4 })], asked: [{ version: 'v0.2', rule: 'move-action', questions: 2 }] };
    const now = {
      tallies: [tally('v0.2', { draw: 4, instigator: 1 }), { ...tally('v0.2', { retaliator: 2 }), perSide: 5 }, tally('v0.1f', { unfinished: 1 })],
      asked: [
        { version: 'v0.2', rule: 'move-action', questions: 3 },
        { version: 'v0.2', rule: 'fight-action', questions: 1 },
      ],
    };
    const rows = tallyChanges(last, now, ['v0.1f', 'v0.2']);
    expect(rows.map((r) => r.version)).toEqual(['v0.1f', 'v0.2']);
    expect(rows[0]).toMatchObject({ before: { games: 0 }, after: { games: 1, unfinished: 1 } });
    expect(rows[1]).toMatchObject({
      before: { games: 4, draw: 4, questions: 2 },
      after: { games: 7, instigator: 1, retaliator: 2, draw: 4, questions: 4 },
    });
  });
});

describe('bursts', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 12, 0) + minutes * 60_000);
  const arrived = (id: string, minutes: number, name: string | null, game = 'g1'): ArrivedReport => ({ id, receivedAt: at(minutes), name, game });

  it('finds many reports of one game from one source close together, however the name is spaced or cased', () => {
    const reports = [
      ...Array.from({ length: 30 }, (_, i) => arrived(`s${String(i).padStart(2, '0')}`, i * 0.1, i % 2 ? 'Spam  Bot' : 'spam bot')),
      arrived('x1', 1, 'Alice'),
      arrived('x2', 2, 'Alice', 'g2'),
      arrived('x3', 3, 'Alice'),
    ];
    const found = bursts(reports);
    expect(found).toHaveLength(1);
    expect(found[0]!.ids).toHaveLength(30);
    expect(found[0]!.first).toEqual(at(0));
  });
  it('breaks a run at a gap longer than ten minutes, and needs three to call it a burst', () => {
    const reports = [arrived('a', 0, null), arrived('b', 5, null), arrived('c', 14, null), arrived('d', 30, null), arrived('e', 31, null)];
    expect(bursts(reports).map((b) => b.ids)).toEqual([['a', 'b', 'c']]);
    expect(bursts(reports, 2).map((b) => b.ids)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });
  it('keeps sources apart: the same game from two names, or two games from one, is no burst', () => {
    const reports = [arrived('a', 0, 'A'), arrived('b', 1, 'B'), arrived('c', 2, 'A'), arrived('d', 3, 'A', 'g2'), arrived('e', 4, null)];
    expect(bursts(reports)).toEqual([]);
  });
});
