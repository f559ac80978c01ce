import { describe, expect, it } from 'vitest';
import { otherSpelling, otherSpellingQuery, ruleNumberQuery } from '../../../src/site/spelling.ts';

describe('British and American spellings (issue 22, item 11)', () => {
  it('pairs the words the sheets use with the other spelling, both ways', () => {
    for (const [gb, us] of [
      ['defence', 'defense'],
      ['colour', 'color'],
      ['colours', 'colors'],
      ['favourite', 'favorite'],
      ['centre', 'center'],
      ['manoeuvre', 'maneuver'],
      ['capitalised', 'capitalized'],
      ['organisation', 'organization'],
      ['labelled', 'labeled'],
    ] as const) {
      expect(otherSpelling(gb)).toBe(us);
      expect(otherSpelling(us)).toBe(gb);
    }
  });

  it('leaves words without another spelling alone', () => {
    for (const w of ['strike', 'size', 'rise', 'roll', 'match', 'inert']) expect(otherSpelling(w)).toBeNull();
  });

  it('rewrites a whole query, keeping what has no other spelling', () => {
    expect(otherSpellingQuery('Defense roll')).toBe('defence roll');
    expect(otherSpellingQuery('strike first')).toBeNull();
  });

  it('reads a rule number however it is typed', () => {
    for (const q of ['13', 'rule 13', 'Rule13', 'r13', '#13', '§ 13']) expect(ruleNumberQuery(q)).toBe(13);
    for (const q of ['13 inches', 'rule', 'rule 1300']) expect(ruleNumberQuery(q)).toBeNull();
  });
});
