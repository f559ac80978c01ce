// A fifth turn system, built in this folder alone (docs/engine.md, "Adding a turn system"): its types by
// module augmentation, its description, its value. Nothing in src/ names it; a game is given it as a
// value, and the shared layers play its Matches, its turn limit, its victory and its citations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  describeEvent,
  deploy,
  newGame,
  parseScenario,
  playGame,
  replay,
  simulate,
  summarise,
  THE_SYSTEMS,
  type GameEvent,
  type Scenario,
  loadAllSystems,
  fragment1,
} from '../../../../src/engine/index.ts';
import { playRuns } from '../../../../src/cli/workers.ts';
import { sim } from '../../../../src/cli/sim.ts';
import { play } from '../../../../src/cli/play.ts';
import { decodeState, encodeState } from '../../../../src/shared/link-codec.ts';
import { printedEvent } from '../../../../src/shared/printed-event.ts';
import { replayLink } from '../../../../src/server/replay.ts';
import { ladder, LADDER_STEPS } from './ladder.ts';
import { LADDER_DESCRIPTION } from './ladder-description.ts';

const AGGRESSIVE = { instigator: 'aggressive', retaliator: 'aggressive' } as const;

function onTheLadder(seed: number, perSide = 3): Scenario {
  return { ...deploy(seed, { perSide }), system: 'ladder' };
}

const withoutCitations = (events: readonly GameEvent[]) => events.map(({ steps: _steps, rules: _rules, ...e }) => e);

describe('a fifth turn system, passed as a value', () => {
  it('plays whole games to an end, pairing in scenario order, every event of its own citing its step', () => {
    for (const seed of [1, 2, 3]) {
      const { state, events } = playGame(onTheLadder(seed), AGGRESSIVE, ladder);
      expect(state.phase).toBe('over');
      expect(state.system).toBe(ladder);
      const pairs = events.filter((e) => e.type === 'ladder-pair');
      expect(pairs.length).toBeGreaterThan(0);
      for (const e of events.filter((e) => e.type === 'ladder-pair' || e.type === 'turn-start' || e.type === 'game-end')) expect(e.steps).toEqual(LADDER_STEPS);
      // The first pair of each Turn is the first free combatant of each side, in scenario order.
      const first = events.findIndex((e) => e.type === 'ladder-pair');
      expect(events[first]).toMatchObject({ instigator: 'I1', retaliator: 'R1' });
    }
  });

  it('its Matches are the shared Match layer: one a side, the same Match as Fragment 1 plays it', () => {
    const one = deploy(7, { perSide: 1 });
    const theirs = playGame({ ...one, system: 'ladder' }, AGGRESSIVE, ladder).events;
    const ours = playGame(one, AGGRESSIVE, fragment1).events;
    const match = (events: readonly GameEvent[]) => {
      const from = events.findIndex((e) => e.type === 'match-start');
      const to = events.findIndex((e) => e.type === 'match-end');
      return withoutCitations(events.slice(from + 1, to + 1));
    };
    expect(match(theirs)).toEqual(match(ours));
  });

  it("the turn-limit draw and the victory check are the flow's, citing its step", () => {
    const waiting = playGame({ ...onTheLadder(4), readings: { 'turn-limit': 3 } }, { instigator: 'wait', retaliator: 'wait' }, ladder);
    expect(waiting.state.winner).toBe('draw');
    expect(waiting.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'draw', turn: 3, steps: LADDER_STEPS });
    // Seed 5 is won outright: the victory check ends it, citing the Ladder's step.
    const fought = playGame(onTheLadder(5), AGGRESSIVE, ladder);
    expect(fought.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'retaliator', steps: LADDER_STEPS });
  });

  it('replays exactly, reports in its own words, and simulates as any system does', () => {
    const s = onTheLadder(6);
    const played = playGame(s, AGGRESSIVE, ladder);
    expect(replay(s, played.decisions, ladder).events).toEqual(played.events);
    const pair = played.events.find((e) => e.type === 'ladder-pair')!;
    expect(describeEvent(pair, 'v0.1f', undefined, ladder.sentences)).toBe('Turn 1: I1 and R1 are next on the ladder.');
    const run = simulate({ games: 20, seed: 3, perSide: 3, system: 'ladder', policies: AGGRESSIVE }, ladder);
    expect(run.games).toBe(20);
    expect(run.instigatorWins + run.retaliatorWins + run.draws).toBe(20);
    expect(simulate({ games: 20, seed: 3, perSide: 3, system: 'ladder', policies: AGGRESSIVE }, ladder)).toEqual(run);
  });

  it('a game is played only by the value it is given: the scenario names it, the value must be it', () => {
    expect(() => newGame(onTheLadder(1))).toThrow('the scenario plays "ladder" but was given the system "fragment1"');
    expect(() => newGame(deploy(1), ladder)).toThrow('the scenario plays "fragment1" but was given the system "ladder"');
    // Its entry in the one list would be its description and a loader: nothing else.
    const entry = { ...LADDER_DESCRIPTION, load: async () => ladder };
    return entry.load().then((loaded) => expect(newGame(onTheLadder(1), loaded).state.system.name).toBe('the Ladder'));
  });
});

// "A turn system is a folder and nothing else": the Ladder added to the real list here, as a Systems
// value, and played by the CLI's runs, a share link and the server's replay, none of them changed for it.
describe('the fifth system added to the real list, end to end', () => {
  const WITH_LADDER = THE_SYSTEMS.with({ ...LADDER_DESCRIPTION, load: async () => ladder });
  const run = { games: 30, seed: 3, perSide: 3, system: 'ladder', policies: AGGRESSIVE } as const;

  it('is one of the list, after the four, the one list itself unchanged', () => {
    expect(WITH_LADDER.ids).toEqual([...THE_SYSTEMS.ids, 'ladder']);
    expect(WITH_LADDER.of('ladder').name).toBe('the Ladder');
    expect(THE_SYSTEMS.has('ladder')).toBe(false);
  });

  it("`sow sim`'s runs play it (playRuns, the CLI's workers), the same games as the engine's simulate", async () => {
    const [tally] = await playRuns([run], 4, undefined, WITH_LADDER);
    expect(summarise(tally!)).toEqual(simulate(run, ladder));
    await expect(playRuns([run], 1)).rejects.toThrow('no turn system "ladder" (known: fragment1, warspike, wwpd, war)');
  });

  it('`sow sim --system ladder` plays it, the command given the list (its entry, in process)', async () => {
    const argv = ['--games', '30', '--seed', '3', '--per-side', '3', '--system', 'ladder', '--json'];
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true));
    try {
      expect(await sim(argv, WITH_LADDER)).toBe(0);
    } finally {
      spy.mockRestore();
    }
    const json = JSON.parse(printed.join(''));
    expect(json).toMatchObject({ system: 'ladder', games: 30, seed: 3, perSide: 3 });
    const engine = simulate({ ...run, ruleset: json.ruleset, readings: json.readings }, ladder);
    expect(json).toMatchObject({
      instigatorWins: engine.instigatorWins,
      retaliatorWins: engine.retaliatorWins,
      draws: engine.draws,
      meanTurns: engine.meanTurns,
    });
    await expect(sim(argv)).rejects.toThrow('--system: unknown turn system "ladder" (known: fragment1, warspike, wwpd, war)');
  });

  it('`sow play` plays a scenario file that names it, the command given the list (in process)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sow-ladder-'));
    const file = join(dir, 'ladder.json');
    // A scenario file's fields (the deployment's own bookkeeping aside).
    const { system, table, combatants, seed } = onTheLadder(6);
    writeFileSync(file, JSON.stringify({ system, table, combatants, seed }));
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true));
    try {
      expect(await play([file, '--json'], WITH_LADDER)).toBe(0);
      const { state, events } = playGame(parseScenario({ system, table, combatants, seed }, WITH_LADDER), AGGRESSIVE, ladder);
      expect(JSON.parse(printed.join(''))).toEqual({ winner: state.winner ?? 'draw', turns: state.turn, events: events.map(printedEvent) });
      await expect(play([file, '--json'])).rejects.toThrow(/ladder/);
    } finally {
      spy.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a share link carries it: encoded and decoded with the list, refused by the one list', () => {
    const scenario = onTheLadder(6);
    const { decisions } = playGame(scenario, AGGRESSIVE, ladder);
    const link = encodeState({ scenario, decisions }, WITH_LADDER);
    const back = decodeState(link, WITH_LADDER);
    expect(back.scenario.system).toBe('ladder');
    expect(back.decisions).toEqual(decisions);
    expect(replay(back.scenario, back.decisions, ladder).state.phase).toBe('over');
    expect(() => decodeState(link)).toThrow('unknown turn system "ladder"');
  });

  it("the server's replay plays its link to the end with the list it is given", async () => {
    const scenario = onTheLadder(6);
    const { decisions } = playGame(scenario, AGGRESSIVE, ladder);
    const link = `/rules/turns/?w.game=${encodeState({ scenario, decisions }, WITH_LADDER)}`;
    expect(replayLink(link, undefined, await loadAllSystems(WITH_LADDER))).toEqual({ ok: true, decisions: decisions.length, over: true });
    expect(replayLink(link)).toMatchObject({ ok: false, problem: expect.stringContaining('unknown turn system "ladder"') });
  });
});
