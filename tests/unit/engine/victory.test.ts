// Rule 22: a side alone on the table wins. The report form questions a result the combatants left
// contradict (issue 35, item 4) with the engine's own reading of it.
import { describe, expect, it } from 'vitest';
import { resultContradiction, standingOutcome } from '../../../src/engine/index.ts';

describe('a result against the combatants left', () => {
  it('the Instigator winning with 0 Instigators left and 3 Retaliators contradicts them: the Retaliator is alone', () => {
    expect(resultContradiction('instigator', { instigator: 0, retaliator: 3 })).toEqual({ decided: 'retaliator' });
  });
  it('a win with both sides standing contradicts them: no side has won', () => {
    expect(resultContradiction('retaliator', { instigator: 2, retaliator: 1 })).toEqual({ decided: null });
  });
  it('a draw with one side alone contradicts them; with both standing (the turn limit) or both gone it does not', () => {
    expect(resultContradiction('draw', { instigator: 0, retaliator: 2 })).toEqual({ decided: 'retaliator' });
    expect(resultContradiction('draw', { instigator: 2, retaliator: 2 })).toBeUndefined();
    expect(resultContradiction('draw', { instigator: 0, retaliator: 0 })).toBeUndefined();
  });
  it('the side alone on the table winning fits; an unfinished game fits anything', () => {
    expect(resultContradiction('instigator', { instigator: 2, retaliator: 0 })).toBeUndefined();
    expect(resultContradiction('unfinished', { instigator: 0, retaliator: 3 })).toBeUndefined();
  });
  it('the standing decides as the game does: alone wins, none left draws, both standing goes on', () => {
    expect(standingOutcome({ instigator: 1, retaliator: 0 })).toBe('instigator');
    expect(standingOutcome({ instigator: 0, retaliator: 0 })).toBe('draw');
    expect(standingOutcome({ instigator: 1, retaliator: 1 })).toBeNull();
  });
});
