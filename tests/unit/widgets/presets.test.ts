// Every preset a page can name is a valid engine scenario, and each shows what its caption promises.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMS,
  RULESET_IDS,
  parseScenario,
  pending,
  playGame,
  type GameEvent,
  type Scenario,
  advanceSession,
  startSession,
} from '../../../src/engine/index.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { WIDGET_PRESETS, type WidgetType } from '../../../src/widgets/models/registry.ts';

const types = Object.keys(WIDGET_PRESETS) as WidgetType[];
const play = (s: Scenario) => playGame(s, { instigator: 'aggressive', retaliator: 'aggressive' });
const firstMatch = (events: readonly GameEvent[]) => events.find((e) => e.type === 'match-start') as Extract<GameEvent, { type: 'match-start' }>;
const upToFirstMatchEnd = (events: GameEvent[]) => events.slice(0, events.findIndex((e) => e.type === 'match-end') + 1);

describe('presets', () => {
  for (const ruleset of RULESET_IDS)
    for (const type of types)
      for (const name of WIDGET_PRESETS[type])
        it(`${type}/${name} (${ruleset}) is a scenario the engine accepts, in that ruleset`, () => {
          const { preset } = presetFor(type, name, ruleset);
          expect(parseScenario(JSON.parse(JSON.stringify(preset.scenario)))).toEqual(preset.scenario);
          expect(preset.scenario.ruleset).toBe(ruleset);
          expect(preset.caption.length).toBeGreaterThan(20);
        });

  it('falls back to the first preset for an unknown name', () => {
    expect(presetFor('match', 'nope', 'v0.1f').name).toBe('open-field');
    expect(presetFor('match', undefined, 'v0.1f').name).toBe('open-field');
  });

  it('tie: the engine stops for the Instigator to pick between two pairs at exactly the same distance', () => {
    const s = startSession(presetFor('match-pairing', 'tie', 'v0.1f').preset.scenario);
    const p = pending(s.state);
    expect(p.kind).toBe('pick-match');
    if (p.kind === 'pick-match') {
      expect(p.options).toHaveLength(2);
      expect(p.options[0]!.distance).toBe(p.options[1]!.distance);
    }
  });

  it('collapse-o-snap: the two in the middle are Matched first, the two on the edges next', () => {
    const { events } = play(presetFor('match-pairing', 'collapse-o-snap', 'v0.1f').preset.scenario);
    const starts = events.filter((e) => e.type === 'match-start') as Array<Extract<GameEvent, { type: 'match-start' }>>;
    expect([starts[0]!.instigator, starts[0]!.retaliator]).toEqual(['I1', 'R1']);
    expect([starts[1]!.instigator, starts[1]!.retaliator]).toEqual(['I2', 'R2']);
  });

  it('inert: after Match 1, the closest pair involves an Inert combatant and is skipped', () => {
    const { events } = play(presetFor('match-pairing', 'inert', 'v0.1f').preset.scenario);
    const starts = events.filter((e) => e.type === 'match-start') as Array<Extract<GameEvent, { type: 'match-start' }>>;
    expect([starts[0]!.instigator, starts[0]!.retaliator]).toEqual(['I1', 'R1']);
    expect([starts[1]!.instigator, starts[1]!.retaliator]).toEqual(['I2', 'R2']);
  });

  it('deployment presets keep each side within its zone', () => {
    for (const [type, name] of [
      ['match-pairing', 'deployment'],
      ['game', 'five-a-side'],
      ['game', 'play'],
    ] as const) {
      const { scenario } = presetFor(type, name, 'v0.1f').preset;
      expect(scenario.combatants).toHaveLength(10);
      for (const c of scenario.combatants) {
        if (c.side === 'instigator') expect(c.y).toBeLessThanOrEqual(DEFAULT_PARAMS['deploy-depth']);
        else expect(c.y).toBeGreaterThanOrEqual(scenario.table.depth - DEFAULT_PARAMS['deploy-depth']);
      }
    }
  });

  it("counting-example replays the designer's worked example exactly", () => {
    for (const ruleset of RULESET_IDS) {
      const { preset } = presetFor('match', 'counting-example', ruleset);
      const { events } = playGame(preset.scenario, {
        instigator: preset.controllers.instigator as 'aggressive',
        retaliator: preset.controllers.retaliator as 'aggressive',
      });
      const m = upToFirstMatchEnd(events).map((e) => {
        if (e.type === 'move') return `${e.id} move ${e.toward ? 'toward' : 'away'} ${e.action}${e.stoppedBy ? ' contact' : ''}`;
        if (e.type === 'strike') return `${e.by} strikes ${e.target}`;
        if (e.type === 'defence') return `${e.id} rolls ${e.roll} ${e.held ? 'holds' : 'fails'} ${e.action}`;
        if (e.type === 'match-end') return `winner ${e.winner}`;
        return e.type;
      });
      expect(m).toEqual([
        'turn-start',
        'match-start',
        'I1 move toward 1',
        'R1 move toward 1',
        'I1 move toward 2 contact',
        'I1 strikes R1',
        'R1 rolls 3 holds 2',
        'R1 strikes I1',
        'I1 rolls 6 fails 3',
        'removed',
        'winner R1',
      ]);
    }
  });

  it('contact: the first Move toward makes contact', () => {
    const s = startSession(presetFor('match', 'contact', 'v0.1f').preset.scenario);
    const next = advanceSession(s, { type: 'move', toward: true });
    expect(next.state.match?.locked).toBe(true);
    expect(firstMatch(s.events).distance).toBeLessThanOrEqual(2);
  });

  it('off-table: a Move away removes I1 from the table and R1 wins', () => {
    const s = advanceSession(startSession(presetFor('match', 'off-table', 'v0.1f').preset.scenario), { type: 'move', toward: false });
    expect(s.events.some((e) => e.type === 'removed' && e.id === 'I1' && e.reason === 'off-table')).toBe(true);
  });

  it('last-strike: R1 holds with its last Action; the strike back is lost, or lands under the other ruling', () => {
    const { preset } = presetFor('match', 'last-strike', 'v0.1f');
    const policies = { instigator: 'aggressive', retaliator: 'wait' } as const;
    const lost = upToFirstMatchEnd(playGame(preset.scenario, policies).events);
    expect(lost.some((e) => e.type === 'strike-lost')).toBe(true);
    const lands = upToFirstMatchEnd(playGame({ ...preset.scenario, readings: { 'last-strike': 'lands' } }, policies).events);
    expect(lands.some((e) => e.type === 'removed' && e.reason === 'undefended' && e.id === 'I1')).toBe(true);
  });

  it('start-in-contact: the Match starts locked', () => {
    const s = startSession(presetFor('match', 'start-in-contact', 'v0.1f').preset.scenario);
    expect(firstMatch(s.events).inContact).toBe(true);
    expect(s.state.match?.locked).toBe(true);
  });

  it('endgame: one Retaliator against three, and the game ends in a win', () => {
    for (const ruleset of RULESET_IDS) {
      const { preset } = presetFor('game', 'endgame', ruleset);
      expect(preset.scenario.combatants.filter((c) => c.side === 'retaliator')).toHaveLength(1);
      const { state } = play(preset.scenario);
      expect(state.winner).not.toBe('draw');
    }
  });
});
