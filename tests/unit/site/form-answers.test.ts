// Issue 35, item 5: what the question form shows before a reader asks (its build-time data): the
// designer's published rulings on the rule (withdrawn ones left out) and the engine's reading of the open
// questions the rule leaves, as that version plays them.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import type { DesignerRuling } from '../../../src/catalog/designer-rulings.ts';
import { formAnswers, formData } from '../../../src/site/playtest-forms.ts';

const catalog = loadCatalog();
const ruling = (more: Partial<DesignerRuling>): DesignerRuling => ({
  id: '0b5a4f62-1d7e-4c3a-9f00-000000000001',
  answers: [],
  rules: ['move-action'],
  versions: ['v0.1f'],
  text: 'A Move may stop short.',
  status: 'confirmed',
  by: 'Philip Sibbering',
  published: '2026-11-01',
  updated: '2026-11-02',
  settles: { 'v0.1f': { ruling: 'move-distance', value: 'up-to' } },
  history: [],
  withdrawn: false,
  ...more,
});

describe("the question form's answers before asking", () => {
  it('with no ruling published, the Move rule shows the engine reading "How far does a Move go?" at its default', () => {
    const move = formAnswers(catalog, [])['v0.1f']!['move-action']!;
    expect(move.rulings).toEqual([]);
    expect(move.readings).toEqual([
      expect.objectContaining({ title: 'How far does a Move go?', plays: expect.stringMatching(/^Exactly/), why: "the engine's default reading" }),
    ]);
  });

  it('a published ruling that settles it is listed with its text and its anchor, and the reading says the designer settled it', () => {
    const move = formAnswers(catalog, [ruling({})])['v0.1f']!['move-action']!;
    expect(move.rulings).toEqual([
      expect.objectContaining({
        text: 'A Move may stop short.',
        by: 'Philip Sibbering',
        href: expect.stringMatching(/^\/v0\.1f\/rules\/\d+\/#ruling-0b5a4f62$/),
      }),
    ]);
    expect(move.readings[0]).toMatchObject({ plays: expect.stringMatching(/^Any distance/), why: 'settled by the designer' });
  });

  it('a withdrawn ruling is not shown, and settles nothing', () => {
    const move = formAnswers(catalog, [ruling({ withdrawn: true })])['v0.1f']!['move-action']!;
    expect(move.rulings).toEqual([]);
    expect(move.readings[0]!.why).toBe("the engine's default reading");
  });

  it('the forms start on the newest published version, not the reconstruction listed after it', () => {
    const data = formData(catalog);
    expect(data.versions.at(-1)!.id).toBe('v0.2');
    expect(data.current).toBe('v0.1f');
  });

  it('the report form starts each version on the readings it plays: a settled ruling for that version, else the engine default', () => {
    const played = (designer: DesignerRuling[], version: string) => formData(catalog, designer).versions.find((v) => v.id === version)!.readings;
    expect(played([], 'v0.1f')['move-distance']).toBe('exact');
    expect(played([ruling({})], 'v0.1f')['move-distance']).toBe('up-to');
    expect(played([ruling({})], 'v0.2')['move-distance']).toBe(played([], 'v0.2')['move-distance']);
    // Withdrawn, it settles nothing.
    expect(played([ruling({ withdrawn: true })], 'v0.1f')['move-distance']).toBe('exact');
  });
});
