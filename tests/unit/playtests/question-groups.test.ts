// Issue 35, item 5: the desk groups questions that ask the same thing (reading `same-question`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askSame, groupQuestions, type Askable } from '../../../src/shared/question-groups.ts';

let n = 0;
const q = (text: string, more: Partial<Askable> = {}): Askable => ({ id: `q${++n}`, version: 'v0.1f', rule: 'move-action', text, ...more });

describe('questions that ask the same thing', () => {
  it('the same question in other words, on the same rule, is one group; another question on that rule is its own', () => {
    const a = q('Can a Move stop short of the full distance?');
    const b = q('Must a Move always go the full distance, or can it stop short?');
    const c = q('Does a Fight action cost two Actions when locked in combat?');
    expect(groupQuestions([a, b, c]).map((g) => g.map((x) => x.id))).toEqual([[a.id, b.id], [c.id]]);
  });

  it('the same words about another rule or another version ask something else', () => {
    const a = q('Can a Move stop short of the full distance?');
    expect(askSame(a, { ...a, id: 'x', rule: 'fight-action' })).toBe(false);
    expect(askSame(a, { ...a, id: 'y', version: 'v0.2' })).toBe(false);
  });

  it('the same attached position asks the same thing whatever the words', () => {
    const a = q('Why?', { situation: '/play/?w.game=abc' });
    const b = q('Is this right at all', { situation: '/play/?w.game=abc' });
    expect(askSame(a, b)).toBe(true);
  });

  it('groups are closed: A like B and B like C put all three together, in any order of arrival', () => {
    const a = q('move stop short distance full');
    const b = q('move stop short distance full inches table');
    const c = q('short distance full inches table edge corner');
    expect(askSame(a, c)).toBe(false);
    for (const order of [
      [a, b, c],
      [c, a, b],
      [b, c, a],
    ])
      expect(groupQuestions(order)).toHaveLength(1);
  });

  it('every question is in exactly one group, and groups keep the order questions came in', () => {
    const words = fc.constantFrom('move', 'stop', 'short', 'distance', 'fight', 'action', 'locked', 'strike', 'turn', 'wait');
    const question = fc.record({ words: fc.array(words, { minLength: 1, maxLength: 6 }), rule: fc.constantFrom('move-action', 'fight-action') });
    fc.assert(
      fc.property(fc.array(question, { maxLength: 25 }), (given) => {
        const qs = given.map((g, i) => ({ id: `q${i}`, version: 'v0.1f', rule: g.rule, text: g.words.join(' ') }));
        const groups = groupQuestions(qs);
        expect(
          groups
            .flat()
            .map((x) => x.id)
            .sort(),
        ).toEqual(qs.map((x) => x.id).sort());
        for (const g of groups) expect(g.map((x) => Number(x.id.slice(1)))).toEqual([...g.map((x) => Number(x.id.slice(1)))].sort((x, y) => x - y));
        // Nothing in one group asks the same as anything in another.
        for (const [i, g] of groups.entries()) for (const h of groups.slice(i + 1)) for (const x of g) for (const y of h) expect(askSame(x, y)).toBe(false);
      }),
    );
  });
});
