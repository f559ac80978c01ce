// The desk's ruling form: every engine ruling `sow` takes a flag for can be settled (the turn limit
// included), a ruling that contradicts its version's version.yaml is refused naming both, and what a
// ruling settles is fixed once games may have been played under it.
import { describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog } from '../../../src/catalog/catalog.ts';
import { READING_FLAGS } from '../../../src/cli/args.ts';
import { SETTLE_CHOICES, settleChoiceOf, settlesFrom } from '../../../src/server/desk/ruling-form.ts';
import { DeskInputError, makeRuling } from '../../../src/server/desk/store.ts';
import type { DesignerRuling } from '../../../src/catalog/designer-rulings.ts';

const catalog = loadCatalog();
const input = (settles: DesignerRuling['settles']) => ({
  answers: [],
  rules: ['move-action'],
  versions: ['v0.2'],
  text: 'A ruling.',
  status: 'confirmed' as const,
  settles,
});
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DeskInputError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe("the desk's engine-ruling choices", () => {
  it('offer every ruling the CLI takes a flag for', () => {
    const offered = new Set(SETTLE_CHOICES.map((c) => c.value.split('=')[0]));
    expect([...offered].sort()).toEqual(Object.keys(READING_FLAGS).sort());
  });

  it('settle the turn limit with its number, and refuse one out of range naming what is allowed', () => {
    const settles = settlesFrom('turn-limit', '30', ['v0.2']);
    expect(settles).toEqual({ 'v0.2': { ruling: 'turn-limit', value: 30 } });
    const r = makeRuling(catalog, input(settles), 'Philip Sibbering', []);
    expect(settleChoiceOf(r)).toEqual({ choice: 'turn-limit', number: '30' });
    expect(refusal(() => makeRuling(catalog, input(settlesFrom('turn-limit', '0', ['v0.2'])), 'P', []))).toMatch(/0 must be a whole number from 1 to 1000/);
    expect(refusal(() => settlesFrom('turn-limit', '', ['v0.2']))).toBe('turn-limit takes a number: give one from 1 to 1000');
    expect(refusal(() => settlesFrom('move-far=yes', '', ['v0.2']))).toMatch(/not an engine ruling the desk offers/);
    expect(settlesFrom('exchange=simultaneous', '', ['v0.1f', 'v0.2'])).toEqual({
      'v0.1f': { ruling: 'exchange', value: 'simultaneous' },
      'v0.2': { ruling: 'exchange', value: 'simultaneous' },
    });
  });

  it("refuse a ruling that contradicts the version's version.yaml, naming both", () => {
    const meta = catalog.version('v0.2')!;
    const upTo = { ...meta, engine: { ...meta.engine, rulings: { 'move-distance': 'up-to' as const } } };
    const draft = { ...catalog, version: (id: string) => (id === 'v0.2' ? upTo : catalog.version(id)) } as Catalog;
    expect(refusal(() => makeRuling(draft, input(settlesFrom('move-distance=exact', '', ['v0.2'])), 'P', []))).toBe(
      'field "settles.v0.2" settles move-distance exact for v0.2, but content/v0.2/version.yaml sets move-distance up-to: ' +
        "a ruling cannot contradict its version's own rules (change version.yaml, or settle only what it leaves open)",
    );
  });

  it('keep what a ruling settles once its first day is over; a withdrawn ruling is not edited', () => {
    const made = makeRuling(catalog, input(settlesFrom('move-distance=up-to', '', ['v0.2'])), 'P', []);
    // Changed on its own day: allowed.
    expect(() => makeRuling(catalog, input(settlesFrom('turn-limit', '20', ['v0.2'])), 'P', [made], made.id)).not.toThrow();
    const older = { ...made, published: '2026-11-20', updated: '2026-11-20' };
    expect(refusal(() => makeRuling(catalog, input(settlesFrom('turn-limit', '20', ['v0.2'])), 'P', [older], made.id))).toBe(
      'this ruling has settled move-distance up-to for v0.2 since 2026-11-20, and games may have been played under it: withdraw it and make a new ruling to change what it settles',
    );
    // Its words may still change.
    expect(() => makeRuling(catalog, { ...input(older.settles), text: 'Reworded.' }, 'P', [older], made.id)).not.toThrow();
    expect(refusal(() => makeRuling(catalog, input(older.settles), 'P', [{ ...older, withdrawn: true }], made.id))).toMatch(/withdrawn ruling/);
  });
});
