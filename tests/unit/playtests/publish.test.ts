// The desk's publish step: reports and questions become counts only, and the files it writes are the
// ones the build reads, checked by the build's own loaders first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { CatalogError } from '../../../src/catalog/source.ts';
import { loadDesignerRulings } from '../../../src/catalog/designer-rulings.ts';
import { loadTallies } from '../../../src/catalog/playtest-tallies.ts';
import { publishedFiles, tallies, writePublished, type TallyReport } from '../../../src/server/desk/publish.ts';

const catalog = loadCatalog();
const report = (over: Partial<TallyReport> = {}): TallyReport => ({
  version: 'v0.2',
  system: 'fragment1',
  rulings: {},
  params: {},
  perSide: 5,
  playedOn: '2026-11-20',
  result: 'instigator',
  turns: 6,
  minutes: null,
  questions: [],
  ...over,
});

/** No ruling settles anything: each report under version.yaml alone. */
const sheetOnly = () => ({});

describe('tallies', () => {
  it('groups by version and setting, sums Turns of finished games and the minutes given', () => {
    const { tallies: t } = tallies(
      [
        report(),
        report({ result: 'draw', turns: 50, minutes: 90 }),
        report({ result: 'unfinished', turns: 3, minutes: 20 }),
        report({ perSide: 3, result: 'retaliator' }),
      ],
      [],
      sheetOnly,
    );
    expect(t).toHaveLength(2);
    const five = t.find((x) => x.perSide === 5)!;
    expect(five).toMatchObject({ results: { instigator: 1, retaliator: 0, draw: 1, unfinished: 1 }, turns: 56, minutes: { games: 2, total: 110 } });
  });

  it("WarSpike's players are tallied by their first Turn's roles", () => {
    const { tallies: t } = tallies([report({ system: 'warspike', result: 'player-r' })], [], sheetOnly);
    expect(t[0]!.results.retaliator).toBe(1);
  });

  it('counts questions per rule, from the question form and from reports', () => {
    const { asked } = tallies(
      [report({ questions: [{ rule: 'move-action' }] })],
      [
        { version: 'v0.2', rule: 'move-action' },
        { version: 'v0.2', rule: null },
        { version: 'v0.1f', rule: 'move-action' },
      ],
      sheetOnly,
    );
    expect(asked).toEqual([
      { version: 'v0.1f', rule: 'move-action', questions: 1 },
      { version: 'v0.2', rule: 'move-action', questions: 2 },
    ]);
  });
});

describe('publishedFiles', () => {
  const ruling = {
    id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    answers: [],
    rules: ['move-action'],
    versions: ['v0.2'],
    text: 'Up to 2 inches.',
    status: 'confirmed' as const,
    by: 'Philip Sibbering',
    published: '2026-11-20',
    updated: '2026-11-20',
    settles: {},
    history: [],
    withdrawn: false,
  };

  it('writes files the build reads back as they were', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sow-publish-'));
    try {
      const counted = tallies([report({ minutes: 40 })], [{ version: 'v0.2', rule: 'move-action' }], sheetOnly);
      writePublished(dir, publishedFiles(catalog, dir, [ruling], counted));
      expect(loadDesignerRulings(dir, catalog)).toEqual([ruling]);
      expect(loadTallies(dir, catalog)).toEqual(counted);
      expect(readFileSync(join(dir, 'rulings.yaml'), 'utf8')).toMatch(/^# The designer's published rulings/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses, before writing, what the build would refuse', () => {
    expect(() => publishedFiles(catalog, '/x', [{ ...ruling, rules: ['no-such-rule'] }], { tallies: [], asked: [] })).toThrow(CatalogError);
  });
});
