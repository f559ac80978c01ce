// @vitest-environment happy-dom
// The WAR widget: its model steps the engine's own game (the same decisions playGame makes with the same
// policies), by whole activations and whole rounds, and its view reads the round, the bag, the draws,
// the Act 3 rolls and the fatigue off the engine; the island shows them.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { pending, type GameEvent, type Scenario, type WarState } from '../../../src/engine/index.ts';
import { playGame } from '../systems.ts';
import { deployScenario } from '../../../src/widgets/models/deploy.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import {
  actTitle,
  initialWar,
  WAR_POLICIES,
  warOver,
  warReducer,
  warView,
  type WarAction,
  type WarModel,
  type WarPolicy,
} from '../../../src/widgets/models/war-model.ts';
import War from '../../../src/widgets/War.tsx';
import { propsFor } from './helpers.tsx';

const { preset } = presetFor('war', 'three-acts', 'v0.1f');
const table = (seed: number): Scenario => ({ ...deployScenario(seed, 'v0.1f'), system: 'war' });
const run = (m: WarModel, a: WarAction) => warReducer(m, a);
const count = (events: readonly GameEvent[], type: GameEvent['type']) => events.filter((e) => e.type === type).length;

/** Steps by `a` until the game is over (each step must make progress). */
function toTheEnd(m: WarModel, a: WarAction): WarModel[] {
  const seen = [m];
  while (!warOver(seen.at(-1)!)) {
    const next = run(seen.at(-1)!, a);
    expect(next.session.decisions.length).toBeGreaterThan(seen.at(-1)!.session.decisions.length);
    seen.push(next);
  }
  return seen;
}

const games: Array<[string, Scenario, Record<'instigator' | 'retaliator', WarPolicy>]> = [
  ['the preset', preset.scenario, { instigator: 'counter', retaliator: 'counter' }],
  ['seed 3, aggressive v counter', table(3), { instigator: 'aggressive', retaliator: 'counter' }],
  ['seed 8, random v wait', table(8), { instigator: 'random', retaliator: 'wait' }],
  ['seed 11, counter v random', table(11), { instigator: 'counter', retaliator: 'random' }],
];

describe('the WAR model plays the engine game', () => {
  it('the preset is played by WAR policies, and reaches Act 3 with a winner', () => {
    expect(WAR_POLICIES).toContain(preset.controllers.instigator);
    expect(WAR_POLICIES).toContain(preset.controllers.retaliator);
    const end = run(initialWar(preset.scenario, { instigator: 'counter', retaliator: 'counter' }), { type: 'end' });
    expect(count(end.session.events, 'actions-roll')).toBeGreaterThan(0);
    expect(count(end.session.events, 'double-knockout')).toBeGreaterThan(0);
    expect(end.session.state.winner).toBe('instigator');
  });

  for (const [name, scenario, policies] of games) {
    const engine = playGame(scenario, policies);

    it(`${name}: Play to the end makes playGame's decisions and events`, () => {
      const end = run(initialWar(scenario, policies), { type: 'end' });
      expect(end.session.decisions).toEqual(engine.decisions);
      expect(end.session.events).toEqual(engine.events);
      expect(warOver(end)).toBe(true);
    });

    it(`${name}: Next activation plays one whole activation at a time, ending at playGame's game`, () => {
      const steps = toTheEnd(initialWar(scenario, policies), { type: 'activation' });
      expect(steps.at(-1)!.session.events).toEqual(engine.events);
      for (let i = 1; i < steps.length; i++) {
        const before = steps[i - 1]!.session;
        const after = steps[i]!.session;
        const added = after.events.slice(before.events.length);
        const midway = pending(before.state).kind === 'activation-action';
        if (warOver(steps[i]!)) continue;
        // One activation completed: the one under way, or the next one started and finished; the next may have begun unasked.
        const completed = count(added, 'activated') + (midway ? 1 : 0) - (pending(after.state).kind === 'activation-action' ? 1 : 0);
        expect(completed, `step ${i}`).toBe(1);
      }
    });

    it(`${name}: Next round moves one round on each press`, () => {
      const steps = toTheEnd(initialWar(scenario, policies), { type: 'round' });
      expect(steps.at(-1)!.session.events).toEqual(engine.events);
      steps.slice(1, -1).forEach((m, i) => expect(m.session.state.turn).toBe(i + 2));
    });
  }
});

describe('the WAR view', () => {
  it('round and act, dice left, draws with the bag before each, Act 3 rolls and fatigue, as the engine has them', () => {
    const policies = { instigator: 'counter', retaliator: 'counter' } as const;
    let m = initialWar(preset.scenario, policies);
    for (let round = 1; round <= 9 && !warOver(m); round++) {
      const v = warView(m.session.state, m.session.events);
      expect(v.round).toBe(round);
      expect(v.act).toBe(Math.ceil(round / 3));
      const onTable = m.session.state.combatants.filter((c) => !c.removed);
      // Nothing activated yet, apart from a combatant the engine activated unasked (reading wa-one-choice).
      expect(v.dice.instigator + v.dice.retaliator + v.activated.length).toBe(onTable.length);
      const next = run(m, { type: 'activation' });
      const after = warView(next.session.state, next.session.events);
      if (next.session.state.turn === round && v.act > 1) {
        // Each draw is of a die in the bag, and the bag shrinks by one die an activation.
        for (const d of after.draws) expect(d.bag[d.side]).toBeGreaterThan(0);
        expect(after.draws.length).toBe(after.activations.length + (pending(next.session.state).kind === 'activate-combatant' ? 1 : 0));
      }
      if (v.act === 3) {
        const rollOf = (id: string) =>
          next.session.events.find((e): e is Extract<GameEvent, { type: 'actions-roll' }> => e.type === 'actions-roll' && e.round === round && e.id === id)
            ?.roll;
        for (const a of after.activations) {
          expect(a.roll).toBe(rollOf(a.id));
          expect(a.actions).toBe(a.roll === 1 ? 1 : a.roll === 6 ? 3 : 2);
        }
      } else for (const a of after.activations) expect([a.roll, a.actions]).toEqual([undefined, 2]);
      const t = next.session.state.turnState as WarState;
      for (const f of after.fatigue) expect(f.fatigue).toBe(t.fatigue[next.session.state.combatants.findIndex((c) => c.id === f.id)]);
      m = run(m, { type: 'round' });
    }
  });

  it('names each Action taken, a Move into contact with its strike', () => {
    const end = run(initialWar(preset.scenario, { instigator: 'counter', retaliator: 'counter' }), { type: 'activation' });
    const v = warView(end.session.state, end.session.events);
    expect(v.activations).toHaveLength(1);
    expect(v.activations[0]!.taken).toHaveLength(2);
    for (const name of v.activations[0]!.taken) expect(name).toMatch(/^(Wait|Rest|Move toward|Move away|Fight \w+)( \(strikes \w+\))?$/);
  });

  it('a Move into contact carries its strike, for every strike of a whole game', () => {
    let strikes = 0;
    for (const m of toTheEnd(initialWar(table(3), { instigator: 'aggressive', retaliator: 'counter' }), { type: 'activation' })) {
      const { events, state } = m.session;
      const round = events.slice(events.findLastIndex((e) => e.type === 'round-start'));
      const taken = warView(state, events).activations.flatMap((a) => a.taken);
      for (const e of round)
        if (e.type === 'contact-strike') {
          strikes++;
          expect(taken.filter((t) => t.endsWith(`(strikes ${e.target})`)).length).toBeGreaterThan(0);
        }
    }
    expect(strikes).toBeGreaterThan(0);
  });

  it('act titles are the spec\u2019s', () => {
    expect([1, 2, 3].map(actTitle)).toEqual(['Act 1, Mobilisation', 'Act 2, Fog of War', 'Act 3, Do or Die']);
  });

  it('a new policy or a new table starts the game again; Reset returns to round 1', () => {
    const m = run(initialWar(preset.scenario, { instigator: 'counter', retaliator: 'counter' }), { type: 'round' });
    expect(m.session.decisions.length).toBeGreaterThan(0);
    expect(run(m, { type: 'reset' }).session.decisions).toEqual([]);
    const p = run(m, { type: 'policy', side: 'retaliator', value: 'wait' });
    expect([p.policies, p.session.decisions]).toEqual([{ instigator: 'counter', retaliator: 'wait' }, []]);
    const s = run(m, { type: 'scenario', scenario: table(5) });
    expect([s.scenario.seed, s.session.decisions]).toEqual([5, []]);
  });
});

describe('the WAR island', () => {
  afterEach(cleanup);

  it('shows round and act, steps by round, and plays to the engine winner', () => {
    render(<War {...propsFor('war', 'three-acts')} />);
    const w = screen.getByRole('region', { name: 'WAR game' });
    expect(within(w).getByText('Round 1 of 9: Act 1, Mobilisation')).toBeTruthy();
    fireEvent.click(within(w).getByRole('button', { name: 'Next round' }));
    expect(within(w).getByText('Round 2 of 9: Act 1, Mobilisation')).toBeTruthy();
    fireEvent.click(within(w).getByRole('button', { name: 'Play to the end' }));
    expect(within(w).getByText('Game over after round 9: the Instigator wins.')).toBeTruthy();
    expect(within(w).getByRole('button', { name: 'Next activation' })).toHaveProperty('disabled', true);
    // The log cites WAR's steps, linked to the WAR page.
    const log = within(w).getByRole('log', { name: 'WAR log' });
    expect(within(log).getAllByRole('link', { name: 'WA5' })[0]!.getAttribute('href')).toBe('/systems/war/#wa-act-3');
  });
});
