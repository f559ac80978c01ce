// The catalog as the site, the CLI and the engine see it: both versions load, their rules line up by
// stable id, readings and glossary entries point at things that exist.
import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, CONTENT_DIR } from '../../../src/catalog/catalog.ts';
import { READINGS } from '../../../src/engine/index.ts';
import { readExplainers, readGlossary } from './content.ts';

const catalog = loadCatalog();
const readingIds = READINGS.map((r) => r.id as string);

describe('versions', () => {
  it('loads v0.1f then v0.2', () => {
    expect(catalog.versions.map((v) => v.id)).toEqual(['v0.1f', 'v0.2']);
    expect(catalog.latest.id).toBe('v0.2');
  });

  it('has 38 rules in v0.1f and 41 in v0.2', () => {
    expect(catalog.rules('v0.1f')).toHaveLength(38);
    expect(catalog.rules('v0.2')).toHaveLength(41);
  });

  it('describes v0.1f as the designer published it', () => {
    expect(catalog.version('v0.1f')).toMatchObject({
      order: 1,
      title: 'Tactical Fragment 1, beta v0.1f',
      releaseDate: '2019-11-10',
      status: 'published',
      documentId: 'sow-tactical-frag1-v0.1f',
      author: 'Philip Sibbering',
      copyright: 'Philip Sibbering © 2019',
      source: 'https://philipsibbering.com/?p=4392',
      terms: { a: 'Combatant A', z: 'Combatant Z' },
    });
    expect(catalog.version('v0.1f')!.credit).toMatch(/Philip Sibbering/);
    expect(catalog.version('v0.1f')!.credit).toMatch(/philipsibbering\.com/);
  });

  it('describes v0.2 as a reconstruction, not the designer\'s sheet', () => {
    const v = catalog.version('v0.2')!;
    expect(v).toMatchObject({
      order: 2,
      title: 'Tactical Fragment 1, v0.2 (reconstructed)',
      releaseDate: 'late 2019 (undated; reconstructed)',
      status: 'reconstructed',
      documentId: 'sow-tactical-frag1-v0.2b',
      author: 'Philip Sibbering',
      copyright: 'Philip Sibbering © 2019',
      source: 'https://philipsibbering.com/?p=4392',
      terms: { a: 'Attacker', z: 'Defender' },
    });
    expect(v.credit).toMatch(/reconstructed/i);
    expect(v.credit).toMatch(/not the designer's/);
  });

  it('gives both versions the same five sections', () => {
    const ids = ['you-need', 'set-up', 'turn-organisation', 'movement', 'combat'];
    for (const v of catalog.versions) expect(v.sections.map((s) => s.id)).toEqual(ids);
  });

  it('puts each rule in its section by number', () => {
    const bounds: Record<string, number[]> = { 'v0.1f': [4, 7, 22, 28, 38], 'v0.2': [5, 8, 23, 29, 41] };
    for (const v of catalog.versions) {
      const ends = bounds[v.id]!;
      for (const rule of catalog.rules(v.id)) {
        const index = ends.findIndex((end) => rule.number <= end);
        expect(rule.section, `${v.id} rule ${rule.number}`).toBe(v.sections[index]!.id);
      }
    }
  });
});

describe('rule files', () => {
  for (const v of ['v0.1f', 'v0.2']) {
    it(`${v}: file names are NN-<id>.mdx`, () => {
      const files = readdirSync(join(CONTENT_DIR, v, 'rules')).sort();
      expect(files).toEqual(catalog.rules(v).map((r) => `${String(r.number).padStart(2, '0')}-${r.id}.mdx`));
    });
  }

  it('v0.2 keeps every v0.1f stable id except counter-defence-test', () => {
    const v2 = new Set(catalog.rules('v0.2').map((r) => r.id));
    const missing = catalog.rules('v0.1f').map((r) => r.id).filter((id) => !v2.has(id));
    expect(missing).toEqual(['counter-defence-test']);
  });

  it('v0.2 adds ruler, contact-matched, defend-auto-hit and defender', () => {
    const v1 = new Set(catalog.rules('v0.1f').map((r) => r.id));
    expect(catalog.rules('v0.2').map((r) => r.id).filter((id) => !v1.has(id))).toEqual(['ruler', 'contact-matched', 'defend-auto-hit', 'defender']);
  });

  it('keeps "Return to Rule 37" pointing at the loop start', () => {
    expect(catalog.rule('v0.2', 37)!.id).toBe('contact-strike');
    expect(catalog.rule('v0.2', 'defence-test')!.outcomes.at(-1)!.text).toMatch(/Return to Rule 37$/);
  });

  it('has a) and b) outcomes only on the defence tests', () => {
    const withOutcomes = (v: string) => catalog.rules(v).filter((r) => r.outcomes.length > 0).map((r) => r.id);
    expect(withOutcomes('v0.1f')).toEqual(['defence-test', 'counter-defence-test']);
    expect(withOutcomes('v0.2')).toEqual(['defence-test']);
  });

  for (const v of ['v0.1f', 'v0.2']) {
    it(`${v}: every rulings entry is a reading id`, () => {
      for (const rule of catalog.rules(v)) for (const id of rule.rulings) expect(readingIds, `${rule.file}`).toContain(id);
    });

    it(`${v}: a rule lists exactly the readings whose rules name it`, () => {
      for (const rule of catalog.rules(v)) {
        const expected = READINGS.filter((r) => r.rules.includes(rule.id)).map((r) => r.id as string);
        expect([...rule.rulings].sort(), rule.file).toEqual(expected.sort());
      }
    });

    it(`${v}: every reading's rules exist`, () => {
      for (const ruling of READINGS) for (const id of ruling.rules) expect(catalog.rule(v, id), `${ruling.id} names ${id}`).toBeDefined();
    });

    it(`${v}: related lists name other rules, without repeats`, () => {
      for (const rule of catalog.rules(v)) {
        expect(rule.related, rule.file).not.toContain(rule.id);
        expect(new Set(rule.related).size, rule.file).toBe(rule.related.length);
        expect(rule.related.length, rule.file).toBeGreaterThan(0);
      }
    });

    it(`${v}: titles and summaries are single lines`, () => {
      for (const rule of catalog.rules(v)) {
        expect(rule.title, rule.file).not.toMatch(/\n/);
        expect(rule.summary, rule.file).not.toMatch(/\n/);
        expect(rule.summary.length, rule.file).toBeLessThan(140);
      }
    });
  }
});

describe('explainers', () => {
  const explainers = readExplainers();
  const slugs = [
    'start-here',
    'instigator-and-retaliator',
    'how-matches-pair-up',
    'counting-actions',
    'combat-loop',
    'rulings',
    'whats-new-v0-2',
    'the-one-tactic',
    'from-warspike-to-fragment-1',
  ];

  it('are the nine planned pages, ordered 1..9', () => {
    const byOrder = [...explainers].sort((a, b) => (a.data.order as number) - (b.data.order as number));
    expect(byOrder.map((p) => p.file.replace(/^content\/explainers\/(.*)\.mdx$/, '$1'))).toEqual(slugs);
    expect(byOrder.map((p) => p.data.order)).toEqual(slugs.map((_, i) => i + 1));
  });

  for (const page of explainers) {
    it(`${page.file} has title, description and order, and names only versions of the catalog`, () => {
      expect(typeof page.data.title === 'string' && page.data.title.trim()).toBeTruthy();
      expect(typeof page.data.description === 'string' && page.data.description.trim()).toBeTruthy();
      expect(page.data.description as string).not.toMatch(/\n/);
      expect(Number.isInteger(page.data.order)).toBe(true);
      // No `versions`: the explainer applies to every version, a new draft included (`except` leaves some out).
      for (const field of ['versions', 'except']) {
        const versions = (page.data[field] as string[] | undefined) ?? [];
        expect(Array.isArray(versions)).toBe(true);
        for (const v of versions) expect(catalog.version(v), `${page.file}: ${field} ${v}`).toBeDefined();
      }
    });
  }
});

describe('glossary', () => {
  const glossary = readGlossary();

  it('has unique kebab-case slugs and unique terms', () => {
    const slugs = glossary.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const terms = glossary.map((g) => g.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('covers the terms the handbook relies on', () => {
    const terms = new Set(glossary.map((g) => g.term));
    for (const t of ['Reaper', 'Instigator', 'Retaliator', 'Match', 'Matched', 'Inert', 'Action', 'Wait', 'Move', 'Fight', 'Strike', 'Combatant A', 'Combatant Z', 'Attacker', 'Defender', 'base-to-base contact', 'Winner', 'Turn', 'Action Test', 'Martial Art Test', 'Resolved', 'Locked in combat'])
      expect(terms, t).toContain(t);
  });

  for (const entry of glossary) {
    it(`${entry.slug}: fields are filled and its rules exist in each listed version`, () => {
      for (const f of ['term', 'slug', 'short', 'long'] as const) expect(typeof entry[f] === 'string' && entry[f].trim(), f).toBeTruthy();
      expect(entry.short).not.toMatch(/\n/);
      // No versions listed: the term applies to every version (reading "glossary-all").
      const versions = entry.versions.length ? entry.versions : catalog.versions.map((v) => v.id);
      for (const v of versions) {
        expect(catalog.version(v), `version ${v}`).toBeDefined();
        for (const id of entry.rules) expect(catalog.rule(v, id), `${v} has no rule ${id}`).toBeDefined();
      }
    });
  }
});
