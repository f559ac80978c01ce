import { describe, expect, it } from 'vitest';
import {
  deploy,
  IllegalDecision,
  legalDecisions,
  pending,
  playGame,
  replay,
  type Decision,
  advanceSession,
  backSession,
  startSession,
} from '../../../src/engine/index.ts';
import { summariseMatch } from '../../../src/widgets/models/match-view.ts';
import { policyToAct } from '../../../src/widgets/models/session.ts';

describe('sessions', () => {
  const scenario = deploy(11);
  const { decisions } = playGame(scenario, { instigator: 'random', retaliator: 'optimal' });

  it('step by step reaches exactly the state engine.replay gives', () => {
    let s = startSession(scenario);
    for (const d of decisions) s = advanceSession(s, d);
    const r = replay(scenario, decisions);
    expect(s.state).toEqual(r.state);
    expect(s.events).toEqual(r.events);
  });

  it('Back is a replay with one decision fewer', () => {
    const s = startSession(scenario, decisions.slice(0, 20));
    const back = backSession(s);
    expect(back.decisions).toHaveLength(19);
    expect(back.state).toEqual(replay(scenario, decisions.slice(0, 19)).state);
    expect(backSession(startSession(scenario)).decisions).toHaveLength(0);
  });

  it('refuses an illegal decision as the engine does', () => {
    expect(() => startSession(scenario, [{ type: 'fight' }])).toThrow(IllegalDecision);
  });

  it('asks a policy only for the sides it plays', () => {
    const s = startSession(scenario);
    expect(policyToAct(s, { instigator: 'person', retaliator: 'wait' })).toBeNull();
    expect(policyToAct(s, { instigator: 'wait', retaliator: 'person' })).toBe('wait');
    expect(policyToAct(startSession(scenario, decisions), { instigator: 'wait', retaliator: 'wait' })).toBeNull();
  });

  it('counts each side’s Actions from the events exactly as the engine does (rule 36)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      for (const readings of [{}, { 'start-in-contact': 'free-strike' as const }, { 'move-distance': 'up-to' as const }]) {
        const sc = { ...deploy(seed), readings };
        let s = startSession(sc);
        for (let k = 0; k < 400 && s.state.phase !== 'over'; k++) {
          const start = s.events.findLastIndex((e) => e.type === 'match-start');
          if (s.state.match && start >= 0) {
            const view = summariseMatch(s.events, start, s.state, s.scenario.ruleset);
            for (const side of ['instigator', 'retaliator'] as const) expect(view.tracks[side].filter((x) => x !== null).length).toBe(s.state.match.used[side]);
          }
          const legal = legalDecisions(s.state);
          const pick = legal[(seed * 7 + k) % legal.length]!;
          const d: Decision =
            pick.type === 'move'
              ? { type: 'move', toward: pick.toward }
              : pick.type === 'pick-match'
                ? { type: 'pick-match', instigator: pick.instigator, retaliator: pick.retaliator }
                : pick.type === 'pick-melee'
                  ? { type: 'pick-melee', first: pick.members[0]! }
                  : pick.type === 'activate-combatant'
                    ? { type: pick.type, id: pick.id }
                    : { type: pick.type };
          s = advanceSession(s, d);
        }
      }
    }
  });

  it('counts a finished Match’s Actions from its events: the count before its last decision, plus that decision', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const readings of [{}, { 'start-in-contact': 'free-strike' as const }, { 'last-strike': 'lands' as const }]) {
        let s = startSession({ ...deploy(seed), readings });
        for (let k = 0; k < 400 && s.state.phase !== 'over'; k++) {
          const before = s;
          const legal = legalDecisions(s.state);
          const pick = legal[(seed * 5 + k) % legal.length]!;
          const d: Decision =
            pick.type === 'move'
              ? { type: 'move', toward: pick.toward }
              : pick.type === 'pick-match'
                ? { type: 'pick-match', instigator: pick.instigator, retaliator: pick.retaliator }
                : pick.type === 'pick-melee'
                  ? { type: 'pick-melee', first: pick.members[0]! }
                  : pick.type === 'activate-combatant'
                    ? { type: pick.type, id: pick.id }
                    : { type: pick.type };
          s = advanceSession(s, d);
          const end = s.events.findIndex((e, i) => i >= before.events.length && e.type === 'match-end');
          if (end < 0 || !before.state.match) continue;
          const start = s.events.findLastIndex((e, i) => i < end && e.type === 'match-start');
          const view = summariseMatch(s.events, start, s.state, s.scenario.ruleset);
          const p = pending(before.state);
          const actor = p.kind === 'action' ? p.side : null;
          for (const side of ['instigator', 'retaliator'] as const)
            expect(view.tracks[side].filter((x) => x !== null).length).toBe(before.state.match.used[side] + (side === actor ? 1 : 0));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
