// The turn systems' comparison (turn-systems.md, "What the comparison measures"): the same deployments
// for every system, figures as the spec defines them (hand-derived for policies that make the games
// predictable, and recounted from each game's events and decisions), and the games field's checks.
import { describe, expect, it } from 'vitest';
import { applyDecision, decidingSide, simScenario, type Decision, type GameEvent, type Scenario, type Side } from '../../../src/engine/index.ts';
import { newGame, playGame, simulate } from '../systems.ts';
import { loadSystem, runChunks } from '../../../src/widgets/simulation/sim-core.ts';
import { BUILD_SETTINGS, compareOptions, compareRun, GAMES, parseGames, SYSTEMS, type CompareSettings } from '../../../src/widgets/compare/compare-model.ts';

/** Who made each decision of a game, found by replaying it: the sides in order. */
function deciders(scenario: Scenario, decisions: readonly Decision[]): Side[] {
  const { state } = newGame(scenario);
  return decisions.map((d) => {
    const side = decidingSide(state);
    applyDecision(state, d, null);
    return side;
  });
}

/** The longest run of one side in a row. */
function longestRun(sides: readonly Side[]): number {
  let best = 0;
  let run = 0;
  sides.forEach((s, i) => {
    run = i > 0 && sides[i - 1] === s ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

const settings: CompareSettings = { games: 12, seed: 7, policies: { instigator: 'aggressive', retaliator: 'counter' } };

describe('one comparison, four systems, the same games', () => {
  it('plays the four systems in the page order, each with the same options but its system', () => {
    expect(SYSTEMS).toEqual(['fragment1', 'warspike', 'wwpd', 'war']);
    const [first, ...rest] = SYSTEMS.map((s) => compareOptions(settings, s));
    for (const o of rest) {
      const { system: _o, ...shared } = o;
      const { system: _s, ...base } = first!;
      expect(shared).toEqual(base);
    }
  });

  it('WarSpike plays its engine default, the closest pair, as the page says', () => {
    const warspike = compareOptions(settings, 'warspike');
    expect(simulate(warspike)).toEqual(simulate({ ...warspike, pairing: 'closest' }));
    expect(simulate(warspike)).not.toEqual(simulate({ ...warspike, pairing: 'random' }));
  });

  it('game i starts from the same deployment, seed and Instigator in every system', () => {
    for (let i = 0; i < settings.games; i++) {
      const [f1, ...others] = SYSTEMS.map((s) => simScenario(compareOptions(settings, s), i));
      for (const o of others) {
        expect(o.combatants).toEqual(f1!.combatants);
        expect(o.seed).toBe(f1!.seed);
        expect(o.table).toEqual(f1!.table);
      }
      expect(new Set(SYSTEMS.map((s) => simScenario(compareOptions(settings, s), i).system ?? 'fragment1'))).toEqual(new Set(SYSTEMS));
    }
  });

  it("the rerun's chunked path (the worker's) ends on the build's figures, system by system", async () => {
    for (const system of SYSTEMS) {
      const o = compareOptions(settings, system);
      expect([...runChunks(o, 5, await loadSystem(system))].at(-1), system).toEqual(simulate(o));
    }
  });

  it("each row is that system's `sow sim` run", () => {
    const rows = compareRun(settings, simulate);
    expect(rows.map((r) => r.system)).toEqual([...SYSTEMS]);
    for (const r of rows) expect(r.result).toEqual(simulate(compareOptions(settings, r.system)));
  });
});

describe('the figures as the spec defines them', () => {
  it('hand-derived for two waiting players: who decides, how often, and the longest wait', () => {
    const rows = Object.fromEntries(
      compareRun({ games: 5, seed: 1, policies: { instigator: 'wait', retaliator: 'wait' } }, simulate).map((r) => [r.system, r.result]),
    );
    // Nobody ever strikes, so every game runs to its end and is a draw with no knock-outs.
    for (const r of Object.values(rows)) expect(r).toMatchObject({ games: 5, draws: 5, doubleKnockouts: 0 });
    // Fragment 1: 50 Turns (the turn limit), each of 5 Matches of 5 Actions a combatant taken in turn, so
    // 5 × 5 × 50 = 1250 decisions a player and never two in a row by one player.
    expect(rows.fragment1).toMatchObject({ meanTurns: 50, decisions: { instigator: 1250, retaliator: 1250 }, longestWait: 1 });
    // WarSpike: every Turn the coin's winner passes, then the loser, and the Turn is struck off: one
    // decision each a Turn; the side that passed last can win the next coin and pass again, two in a row.
    expect(rows.warspike).toMatchObject({ meanTurns: 50, decisions: { instigator: 50, retaliator: 50 }, longestWait: 2 });
    // WWPD: each player turn, each of the 5 combatants decides its Move (it stays) and its charge (it does
    // not): 10 decisions in a row by the active player, 10 × 50 a game each.
    expect(rows.wwpd).toMatchObject({ meanTurns: 50, decisions: { instigator: 500, retaliator: 500 }, longestWait: 10 });
    // WAR: always its nine rounds, then equal numbers left: a draw.
    expect(rows.war!.meanTurns).toBe(9);
  });

  it("recounted from every game's events and decisions: decisions by player, longest wait, double knock-outs", () => {
    for (const { system, result } of compareRun(settings, simulate)) {
      const mine: Record<Side, number> = { instigator: 0, retaliator: 0 };
      let waits = 0;
      let knockouts = 0;
      for (let i = 0; i < settings.games; i++) {
        const scenario = simScenario(compareOptions(settings, system), i);
        const side = new Map<string, Side>(scenario.combatants.map((c) => [c.id, c.side]));
        const { events, decisions } = playGame(scenario, settings.policies);
        const who = deciders(scenario, decisions);
        for (const s of who) mine[s]++;
        waits += longestRun(who);
        // An exchange where both sides lost a combatant at once: a double knock-out, or a Melee whose fallen include both sides.
        knockouts += events.filter(
          (e: GameEvent) => e.type === 'double-knockout' || (e.type === 'melee-end' && new Set(e.fell.map((id) => side.get(id))).size === 2),
        ).length;
      }
      expect(result.decisions, system).toEqual({ instigator: mine.instigator / settings.games, retaliator: mine.retaliator / settings.games });
      expect(result.longestWait, system).toBe(waits / settings.games);
      expect(result.doubleKnockouts, system).toBe(knockouts);
    }
  });

  it('strikes at once only where the system has them: WWPD and WAR knock both out, Fragment 1 and WarSpike never (strikes in turn)', () => {
    const rows = Object.fromEntries(compareRun({ ...BUILD_SETTINGS, games: 200 }, simulate).map((r) => [r.system, r.result]));
    expect(rows.fragment1!.doubleKnockouts).toBe(0);
    expect(rows.warspike!.doubleKnockouts).toBe(0);
    expect(rows.wwpd!.doubleKnockouts).toBeGreaterThan(0);
    expect(rows.war!.doubleKnockouts).toBeGreaterThan(0);
  });
});

describe('the number of games a reader asks for', () => {
  it('takes whole numbers in range, and says what is wrong otherwise', () => {
    expect(parseGames(' 60 ')).toEqual({ games: 60 });
    expect(parseGames(String(GAMES.min))).toEqual({ games: GAMES.min });
    expect(parseGames(String(GAMES.max))).toEqual({ games: GAMES.max });
    expect(parseGames('9')).toEqual({ problem: 'Number of games: 9 is out of range; give a whole number from 10 to 10,000.' });
    expect(parseGames('10001')).toEqual({ problem: 'Number of games: 10001 is out of range; give a whole number from 10 to 10,000.' });
    expect(parseGames('12.5')).toEqual({ problem: 'Number of games: 12.5 is out of range; give a whole number from 10 to 10,000.' });
    expect(parseGames('')).toEqual({ problem: 'Number of games: "" is not a number; give a whole number from 10 to 10,000.' });
    expect(parseGames('lots')).toEqual({ problem: 'Number of games: "lots" is not a number; give a whole number from 10 to 10,000.' });
  });

  it("the build's settings are inside the reader's range, so they can be rerun unchanged", () => {
    expect(parseGames(String(BUILD_SETTINGS.games))).toEqual({ games: BUILD_SETTINGS.games });
  });
});
