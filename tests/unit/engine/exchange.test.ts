// Simultaneous strikes (turn-systems.md S1–S4), the reading exchange `simultaneous`: scripted dice and
// hand-placed bases, with the figures derived by hand.
import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/engine/index.ts';
import { parseScenario } from '../../../src/engine/index.ts';
import { matchOdds, playGame, simulate } from '../systems.ts';
import { AWAY, brief, duel, FIGHT, Game, ofType, scenario, TOWARD, WAIT } from './helpers.ts';

const AT_ONCE = { exchange: 'simultaneous' as const };

describe('S1: the k-th Actions are chosen unseen and carried out together', () => {
  it('the first choice is sealed: nothing happens until the other has chosen, and then both act', () => {
    const g = new Game(duel(4, { readings: AT_ONCE }));
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'I1', action: 1 });
    expect(g.do(TOWARD)).toEqual([]);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'R1', action: 1, gap: 4 });
    expect(g.do(WAIT).map(brief)).toEqual(['I1 toward 1', 'R1 wait 1']);
    expect(g.at('I1').y).toBeCloseTo(4, 12);
  });

  it('two Moves that would overlap stop touching, each having covered the same share of its own Move', () => {
    // Gap 1: each asks for 2", together 4"; each covers 1/4 of its Move, so ½" each.
    const g = new Game(duel(1, { readings: AT_ONCE }));
    g.do(TOWARD);
    const ev = g.do(TOWARD);
    const moves = ofType(ev, 'move');
    expect(moves.map((m) => m.distance)).toEqual([expect.closeTo(0.5, 12), expect.closeTo(0.5, 12)]);
    expect(g.at('R1').y - g.at('I1').y).toBeCloseTo(1, 12);
  });

  it('up to: unequal Moves meet in the same proportion (1" and ½" asked over a ¾" gap)', () => {
    const g = new Game(duel(0.75, { readings: { ...AT_ONCE, 'move-distance': 'up-to' } }));
    g.do({ type: 'move', toward: true, distance: 1 });
    const moves = ofType(g.do({ type: 'move', toward: true, distance: 0.5 }), 'move');
    expect(moves[0]!.distance).toBeCloseTo(0.5, 12);
    expect(moves[1]!.distance).toBeCloseTo(0.25, 12);
  });

  it('a combatant moving away while the other closes is followed, not caught, when its Move is as long', () => {
    const g = new Game(duel(1, { readings: AT_ONCE }));
    g.do(AWAY);
    g.do(TOWARD);
    expect(g.state.match!.locked).toBe(false);
    expect(g.at('R1').y - g.at('I1').y - 1).toBeCloseTo(1, 12);
  });

  it('a Move held by a third base stops there, as a Move alone would (A3)', () => {
    // R2 stands just behind I1's old spot; R1 closing past where I1 stood would touch it.
    const g = new Game(
      scenario(
        [['I1', 6, 2]],
        [
          ['R1', 6, 3.5],
          ['R2', 6.9, 1.1],
        ],
        { readings: AT_ONCE },
      ),
    );
    g.do(AWAY);
    g.do(TOWARD);
    const live = g.state.combatants.filter((c) => !c.removed);
    for (const a of live) for (const b of live) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(1 - 1e-9);
  });
});

describe('S2: contact made by one mover, or by both', () => {
  it('one mover: it strikes, as A5', () => {
    const g = new Game(duel(1, { readings: AT_ONCE }));
    g.do(TOWARD);
    const strikes = ofType(g.do(WAIT), 'strike');
    expect(strikes.map((s) => `${s.by}>${s.target}`)).toEqual(['I1>R1']);
    expect(g.pending).toMatchObject({ combatant: 'I1', locked: true, defending: false });
    expect(g.legal).toEqual([{ type: 'wait' }]); // on guard
  });

  it("both movers: each strikes the other at once (double Auto-hits), the Instigator's combatant is A", () => {
    const g = new Game(duel(1, { readings: AT_ONCE }));
    g.do(TOWARD);
    const strikes = ofType(g.do(TOWARD), 'strike');
    expect(strikes.map((s) => `${s.by}>${s.target} A=${s.a}`)).toEqual(['I1>R1 A=I1', 'R1>I1 A=I1']);
    expect(strikes.every((s) => s.readings?.includes('exchange'))).toBe(true);
    expect(g.pending).toMatchObject({ combatant: 'I1', defending: true });
  });
});

describe('S3: defences at the same time', () => {
  const closeIn = (dice: number[], extra = {}) => {
    const g = new Game(duel(1, { dice, readings: { ...AT_ONCE, ...extra } }));
    g.play(TOWARD, TOWARD);
    return g;
  };

  it('both fail: a double knock-out, both removed, no Winner; with nobody left the game is a draw', () => {
    const g = closeIn([5, 6]);
    g.do(FIGHT);
    const ev = g.do(FIGHT);
    // v0.1f notices the end as the next Turn starts (rule 22); reading "mutual destruction": a draw.
    expect(ev.map(brief)).toEqual([
      'I1 rolls 5 fails 2',
      'R1 rolls 6 fails 2',
      'I1 removed defeated',
      'R1 removed defeated',
      'double-knockout I1 R1',
      'match-end none',
      'turn-end 1',
      'turn 2',
      'game-end draw 2',
    ]);
    expect(ofType(ev, 'match-end')[0]!.bothFell).toBe(true);
  });

  it('v0.2 ends the game on the double knock-out itself', () => {
    const g = new Game(duel(1, { dice: [5, 6], ruleset: 'v0.2', readings: AT_ONCE }));
    g.play(TOWARD, TOWARD, FIGHT);
    expect(g.do(FIGHT).map(brief).slice(-2)).toEqual(['match-end none', 'game-end draw 1']);
  });

  it('one fails: it is removed and the other is the Winner', () => {
    const g = closeIn([4, 5]);
    g.play(FIGHT, FIGHT);
    expect(ofType(g.events, 'match-end')[0]!.winner).toBe('I1');
    expect(g.at('R1').removed).toBe(true);
  });

  it('both hold: both strike back, so the exchange stays simultaneous', () => {
    const g = closeIn([1, 2]);
    g.do(FIGHT);
    const strikes = ofType(g.do(FIGHT), 'strike');
    expect(strikes.map((s) => s.kind)).toEqual(['defence-and-strike', 'defence-and-strike']);
    expect(g.pending).toMatchObject({ defending: true });
  });

  it('a single strike: its target rolls while the other stands on guard for that Action', () => {
    const g = new Game(duel(1, { dice: [3], readings: AT_ONCE }));
    g.play(TOWARD, WAIT); // I1 strikes R1
    g.do(WAIT); // I1 on guard (sealed)
    const ev = g.do(FIGHT);
    expect(ev.map(brief)).toEqual(['I1 wait 2', 'R1 rolls 3 holds 2', 'R1 strikes I1']);
    expect(ofType(ev, 'wait')[0]!.guard).toBe(true);
  });

  it('last-strike lands: strikes left on both when the Actions run out remove both', () => {
    const g = new Game(duel(1, { dice: [1, 1, 1, 1, 1, 1, 1, 1], readings: { ...AT_ONCE, 'last-strike': 'lands' } }));
    g.play(TOWARD, TOWARD);
    for (let k = 0; k < 8; k++) g.do(FIGHT);
    expect(ofType(g.events, 'removed').map((r) => `${r.id} ${r.reason}`)).toEqual(['I1 undefended', 'R1 undefended']);
    expect(ofType(g.events, 'double-knockout')).toHaveLength(1);
  });

  it('last-strike lost: both strikes are lost and both stand', () => {
    const g = new Game(duel(1, { dice: [1, 1, 1, 1, 1, 1, 1, 1], readings: { ...AT_ONCE, 'turn-limit': 1 } }));
    g.play(TOWARD, TOWARD);
    for (let k = 0; k < 8; k++) g.do(FIGHT);
    expect(ofType(g.events, 'strike-lost')).toHaveLength(2);
    expect(ofType(g.events, 'match-end')[0]!.winner).toBeNull();
  });

  it("a Match that starts in contact opens as start-in-contact says, beside the Retaliator's guard", () => {
    const g = new Game(duel(0, { dice: [6], readings: AT_ONCE }));
    expect(g.legal).toEqual([{ type: 'fight', defending: false }]);
    g.do(FIGHT);
    expect(g.legal).toEqual([{ type: 'wait' }]);
    g.do(WAIT);
    expect(g.pending).toMatchObject({ combatant: 'I1', locked: true, defending: false });
    g.play(WAIT, FIGHT);
    expect(ofType(g.events, 'match-end')[0]!.winner).toBe('I1');
  });
});

describe('S4: exact odds for fixed policies; optimal refused', () => {
  const p = 1 / 3; // a D6 fails on 5–6
  it('one Action each at 1": both close and strike, nobody has an Action left: both stand', () => {
    expect(matchOdds({ gap: 1, instigator: 'aggressive', retaliator: 'aggressive', readings: AT_ONCE, params: { actions: 1 } })).toEqual({
      instigator: 0,
      retaliator: 0,
      bothStand: 1,
      bothFall: 0,
    });
  });

  it('two Actions each at 1": one exchange of defences, p² both fall, p(1−p) each wins, (1−p)² both stand', () => {
    const o = matchOdds({ gap: 1, instigator: 'aggressive', retaliator: 'aggressive', readings: AT_ONCE, params: { actions: 2 } });
    expect(o.bothFall).toBeCloseTo(p * p, 12);
    expect(o.instigator).toBeCloseTo(p * (1 - p), 12);
    expect(o.retaliator).toBeCloseTo(p * (1 - p), 12);
    expect(o.bothStand).toBeCloseTo((1 - p) ** 2, 12);
  });

  it('the four outcomes add up to 1, and a Monte Carlo run of the engine agrees', () => {
    const o = matchOdds({ gap: 3, instigator: 'counter', retaliator: 'aggressive', readings: AT_ONCE });
    expect(o.instigator + o.retaliator + o.bothStand + o.bothFall!).toBeCloseTo(1, 12);
    const n = 4000;
    let fell = 0;
    let iWins = 0;
    for (let seed = 0; seed < n; seed++) {
      const s = parseScenario({
        table: { width: 72, depth: 72 },
        combatants: [
          { id: 'I1', side: 'instigator', x: 36, y: 30 },
          { id: 'R1', side: 'retaliator', x: 36, y: 34 },
        ],
        seed,
        rulings: { ...AT_ONCE, 'turn-limit': 1 },
      });
      const end = ofType(playGame(s, { instigator: 'counter', retaliator: 'aggressive' }).events, 'match-end')[0]!;
      if (end.bothFell) fell++;
      else if (end.winner === 'I1') iWins++;
    }
    // Within five standard errors of the exact figures.
    expect(Math.abs(fell / n - o.bothFall!)).toBeLessThan(5 * Math.sqrt((o.bothFall! * (1 - o.bothFall!)) / n));
    expect(Math.abs(iWins / n - o.instigator)).toBeLessThan(5 * Math.sqrt((o.instigator * (1 - o.instigator)) / n));
  });

  it('optimal is refused under simultaneous, by the odds, a scenario and a policy', () => {
    expect(() => matchOdds({ gap: 3, readings: AT_ONCE })).toThrow(/"optimal" needs strikes in turn/);
    expect(() =>
      parseScenario({
        combatants: [
          { id: 'I1', side: 'instigator', x: 6, y: 2 },
          { id: 'R1', side: 'retaliator', x: 6, y: 9 },
        ],
        policies: { instigator: 'optimal' },
        rulings: AT_ONCE,
      }),
    ).toThrow(/policies.instigator: "optimal" needs strikes in turn/);
    expect(() => simulate({ games: 1, seed: 1, policies: { instigator: 'optimal', retaliator: 'wait' }, readings: AT_ONCE })).toThrow(
      /"optimal" needs strikes in turn/,
    );
  });

  it('the strikes at once come with a system value, or with the query: without them, a clear error, never strikes in turn', () => {
    // Fragment 1's light value (the play entry's) carries no strikes at once.
    const game = engine.newGame(duel(1, { readings: AT_ONCE }), engine.fragment1);
    expect(() => engine.applyDecision(game.state, TOWARD, [])).toThrow(
      'the reading exchange "simultaneous" needs the strikes at once, which this value of the Fragment 1 system does not carry',
    );
    const played = engine.newGame(duel(1, { readings: AT_ONCE }), engine.withAtOnce(engine.fragment1));
    engine.applyDecision(played.state, TOWARD, played.events);
    expect(played.state.match!.sealed).toEqual({ type: 'move', toward: true, distance: 2 });
    expect(() => engine.matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'aggressive', readings: AT_ONCE })).toThrow(
      'the exact odds of strikes at once need their rules',
    );
  });

  it('alternating strikes never fall together: no bothFall figure, no double knock-outs in games', () => {
    expect(matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'aggressive' }).bothFall).toBeUndefined();
    expect(simulate({ games: 300, seed: 1, policies: { instigator: 'aggressive', retaliator: 'aggressive' } }).doubleKnockouts).toBe(0);
    expect(
      simulate({ games: 300, seed: 1, policies: { instigator: 'aggressive', retaliator: 'aggressive' }, readings: AT_ONCE }).doubleKnockouts,
    ).toBeGreaterThan(0);
  });
});

describe('the comparison figures (turn-systems.md)', () => {
  it('decisions by side and the longest run, counted by hand on a one-a-side game of Waits', () => {
    // Two `wait` sides at 9": every Turn is one Match of 10 alternating Waits, so each side decides 5
    // times a Turn and nobody ever decides twice in a row; a 3-Turn limit ends it.
    const r = simulate({ games: 1, seed: 1, perSide: 1, policies: { instigator: 'wait', retaliator: 'wait' }, readings: { 'turn-limit': 3 } });
    expect(r.decisions).toEqual({ instigator: 15, retaliator: 15 });
    expect(r.longestWait).toBe(1);
  });
});
