// /playtests/ in plain words: the reading `say-by-interval-width` at its edges, the "unlike" flags as
// sentences, the chart's text alternative, and each policy pair explained with the engine's own lines.
import { describe, expect, it } from 'vitest';
import { observe, type Prediction } from '../../../src/shared/playtest-stats.ts';
import { certainty, changeInWords, chartInWords, pairInWords, pairPolicies, sayHowMuch, sayUnlike } from '../../../src/shared/playtest-words.ts';

const tally = (instigator: number, retaliator: number, draw: number, unfinished = 0) => ({
  results: { instigator, retaliator, draw, unfinished },
  turns: 0,
  minutes: { games: 0, total: 0 },
});
const prediction = (pair: string, instigator: number, retaliator: number, draw: number): Prediction => ({
  pair,
  games: 2000,
  shares: { instigator, retaliator, draw },
  meanTurns: 5,
});

describe('how much the games can tell (reading say-by-interval-width)', () => {
  it('5 games, however they split: too few to say yet', () => {
    for (const [i, r, d] of [
      [2, 2, 1],
      [5, 0, 0],
      [0, 1, 4],
    ] as const) {
      expect(sayHowMuch(observe(tally(i, r, d)))).toMatch(/^5 games: too few to say yet\. /);
    }
    // 2 of 5 has the widest interval, 11.8% to 76.9%.
    expect(sayHowMuch(observe(tally(2, 2, 1)))).toBe(
      "5 games: too few to say yet. Each result's share could still lie anywhere in a range up to 66 percentage points wide.",
    );
  });

  it('an even split is too few up to 20 games, a rough picture from 21, enough to compare from 93', () => {
    expect(certainty(observe(tally(10, 10, 0)))).toBe('too-few');
    expect(certainty(observe(tally(11, 10, 0)))).toBe('rough');
    expect(certainty(observe(tally(46, 46, 0)))).toBe('rough');
    expect(certainty(observe(tally(47, 46, 0)))).toBe('enough');
    expect(sayHowMuch(observe(tally(47, 46, 0)))).toBe(
      "93 games: enough to compare with the engine. Each result's share is known within a range up to 20 percentage points wide.",
    );
  });

  it('counts the finished games, says so when some were not, and says nothing when none finished', () => {
    expect(sayHowMuch(observe(tally(3, 1, 0, 2)))).toMatch(/^4 finished games: too few to say yet\./);
    expect(sayHowMuch(observe(tally(30, 10, 10, 1)))).toMatch(/^50 finished games: a rough picture so far\./);
    expect(sayHowMuch(observe(tally(0, 0, 0, 3)))).toBe('3 games reported, none finished: nothing to compare yet.');
    expect(sayHowMuch(observe(tally(0, 0, 0, 1)))).toBe('1 game reported, none finished: nothing to compare yet.');
  });
});

describe('the "unlike" flags in words', () => {
  const preds = [prediction('aggressive v aggressive', 0.61, 0.39, 0.001), prediction('optimal v optimal', 0.002, 0, 0.998)];

  it('names each flagged result, its range, and the nearest pair', () => {
    const o = observe(tally(6, 4, 40));
    expect(sayUnlike(o, ['draw'], preds)).toEqual([
      'Draws came out unlike every engine policy: 80.0% of finished games (likely 67.0% to 88.8%); the nearest, optimal v optimal, predicts 99.8%.',
    ]);
  });

  it('with nothing flagged: says every result is within reach once the games can tell, and nothing while too few', () => {
    expect(sayUnlike(observe(tally(30, 20, 0)), [], preds)).toEqual([
      "Every result is within reach of the engine: for each, at least one policy pair predicts a share inside the real games' likely range.",
    ]);
    expect(sayUnlike(observe(tally(3, 2, 0)), [], preds)).toEqual([]);
  });
});

describe('the chart in words', () => {
  const preds = [
    prediction('aggressive v aggressive', 0.61, 0.39, 0),
    prediction('aggressive v counter', 0, 0.97, 0.03),
    prediction('random v random', 0.5, 0.5, 0),
  ];

  it('each result: where the real games lie, the pairs’ lowest and highest, how many fall inside', () => {
    expect(chartInWords(observe(tally(6, 4, 0)), preds)).toEqual([
      "Instigator wins: real games 60.0% (likely 31.3% to 83.2%); the engine's pairs from 0.0% (aggressive v counter) to 61.0% (aggressive v aggressive), 2 of 3 inside the real games' range.",
      "Retaliator wins: real games 40.0% (likely 16.8% to 68.7%); the engine's pairs from 39.0% (aggressive v aggressive) to 97.0% (aggressive v counter), 2 of 3 inside the real games' range.",
      "Draws: real games 0.0% (likely 0.0% to 27.8%); the engine's pairs from 0.0% (aggressive v aggressive) to 3.0% (aggressive v counter), 3 of 3 inside the real games' range.",
    ]);
  });

  it('before any game: the pairs alone; every pair alike said once', () => {
    const words = chartInWords(null, [prediction('aggressive v aggressive', 0.6, 0.4, 0), prediction('random v random', 0.5, 0.5, 0)]);
    expect(words[0]).toBe("Instigator wins: the engine's pairs from 50.0% (random v random) to 60.0% (aggressive v aggressive).");
    expect(words[2]).toBe('Draws: every engine pair 0.0%.');
  });
});

describe('policy pairs explained with the engine’s lines', () => {
  it('names each side’s policy and what it does', () => {
    expect(pairInWords('aggressive v counter', 50)).toBe(
      'The Instigator plays aggressive (always moves toward), the Retaliator counter (moves only to make contact).',
    );
    expect(pairInWords('random v random', 50)).toBe('Both sides play random (any legal decision).');
  });

  it('optimal v optimal says why it is almost all draws, with the setting’s Turn limit', () => {
    const words = pairInWords('optimal v optimal', 30);
    expect(words).toContain('whoever closes the gap hands the other the first strike');
    expect(words).toContain('nearly every game runs to the 30-Turn limit, a draw');
  });

  it('refuses a name that is not two engine policies', () => {
    expect(pairPolicies('counter v aggressive')).toEqual({ instigator: 'counter', retaliator: 'aggressive' });
    expect(() => pairPolicies('bold v counter')).toThrow(
      'policy pair "bold v counter": expected "P v Q" with P and Q among aggressive, counter, wait, random, optimal',
    );
  });
});

describe('the settings a block was played with, explained', () => {
  it('a reading by its title and the variant’s words; combatants a side; a turn system; a parameter', () => {
    expect(changeInWords('move-distance up-to')).toBe(
      'move-distance up-to: the engine\'s reading "How far does a Move go?" read as "Any distance above 0 and up to 2"".',
    );
    expect(changeInWords('turn-limit 30')).toBe('turn-limit 30: the engine\'s reading "How long does a game last?" read as 30.');
    expect(changeInWords('3 a side')).toBe('3 a side: 3 combatants a side, where the rules deploy 5.');
    expect(changeInWords('war turns')).toBe("war turns: played under WAR's turns, not Fragment 1's.");
    expect(changeInWords('move 3')).toBe("move 3: the engine's parameter move set to 3.");
  });
});
