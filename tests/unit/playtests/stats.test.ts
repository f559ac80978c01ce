// The statistics /playtests/ and the desk show: Wilson intervals on counts worked by hand, and the
// "plays unlike any of the engine's policies" flag on crafted tallies.
import { describe, expect, it } from 'vitest';
import { observe, unlikeEveryPolicy, unlikeOutcomes, type Prediction } from '../../../src/shared/playtest-stats.ts';

const tally = (instigator: number, retaliator: number, draw: number, unfinished = 0, turns = 0, minutes = { games: 0, total: 0 }) => ({
  results: { instigator, retaliator, draw, unfinished },
  turns,
  minutes,
});
const prediction = (pair: string, instigator: number, retaliator: number, draw: number): Prediction => ({
  pair,
  games: 2000,
  shares: { instigator, retaliator, draw },
  meanTurns: 5,
});

describe('observe', () => {
  it('5 wins of 10: 50%, Wilson 95% interval 23.7% to 76.3%', () => {
    const o = observe(tally(5, 5, 0));
    expect(o.shares.instigator.share).toBe(0.5);
    expect(o.shares.instigator.interval[0]).toBeCloseTo(0.2366, 4);
    expect(o.shares.instigator.interval[1]).toBeCloseTo(0.7634, 4);
  });

  it('0 of 10: the interval still reaches 27.8%, not a point at 0', () => {
    const o = observe(tally(10, 0, 0));
    expect(o.shares.retaliator.interval[0]).toBe(0);
    expect(o.shares.retaliator.interval[1]).toBeCloseTo(0.2775, 4);
    expect(o.shares.instigator.interval[0]).toBeCloseTo(0.7225, 4);
  });

  it('shares are of the finished games; unfinished ones are counted apart; means over what was given', () => {
    const o = observe(tally(3, 1, 0, 2, 24, { games: 3, total: 150 }));
    expect(o).toMatchObject({ games: 6, finished: 4, unfinished: 2, meanTurns: 6, meanMinutes: 50, minutesGames: 3 });
    expect(o.shares.instigator.share).toBe(0.75);
  });

  it('no finished game: no shares to speak of, means unknown, the interval the whole range', () => {
    const o = observe(tally(0, 0, 0, 3));
    expect(o).toMatchObject({ finished: 0, meanTurns: null, meanMinutes: null });
    expect(o.shares.draw.interval).toEqual([0, 1]);
  });
});

describe('plays unlike any of the engine policies', () => {
  it('is raised only when the interval excludes every prediction', () => {
    expect(unlikeEveryPolicy([0.2, 0.4], [0.5, 0.1])).toBe(true);
    expect(unlikeEveryPolicy([0.2, 0.4], [0.5, 0.3])).toBe(false);
    expect(unlikeEveryPolicy([0.2, 0.4], [0.4])).toBe(false);
    expect(unlikeEveryPolicy([0.2, 0.4], [])).toBe(false);
  });

  it('40 draws of 50 against engines that almost never draw: the draws are unlike; the wins are not', () => {
    const o = observe(tally(6, 4, 40));
    const preds = [prediction('aggressive v aggressive', 0.61, 0.39, 0.001), prediction('random v random', 0.53, 0.47, 0)];
    expect(unlikeOutcomes(o, preds)).toEqual(['instigator', 'retaliator', 'draw']);
    const withWaiting = [...preds, prediction('optimal v optimal', 0.0015, 0, 0.9985)];
    // The draws' interval (66.9% to 88.8%) still excludes 99.85%; the Instigator's (5.6% to 23.8%) excludes all three.
    expect(unlikeOutcomes(o, withWaiting)).toEqual(['instigator', 'retaliator', 'draw']);
    const close = [...preds, prediction('counter v aggressive', 0.15, 0.1, 0.75)];
    expect(unlikeOutcomes(o, close)).toEqual([]);
  });

  it('nothing is unlike when no game finished', () => {
    expect(unlikeOutcomes(observe(tally(0, 0, 0, 4)), [prediction('a', 0.5, 0.5, 0)])).toEqual([]);
  });
});
