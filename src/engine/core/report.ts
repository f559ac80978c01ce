// Events as the sentences of a game report, shared by the CLI and the widgets' logs.
import { DEFAULT_PARAMS, defenceBand, type Params } from './params.ts';
import { RULESETS, type RulesetId } from './rulesets.ts';
import type { GameEvent, Sentences } from './types.ts';

export type { Sentences };

export const inches = (n: number) => `${Math.round(n * 100) / 100} in`;
export const sideName = { instigator: 'the Instigator', retaliator: 'the Retaliator', draw: 'nobody' } as const;

/**
 * One plain sentence for an event, without rule numbers (callers add their own links or "rule N").
 * `sentences`: the game's turn system's (TurnSystem.sentences), which tell the events citing its steps.
 */
export function describeEvent(e: GameEvent, ruleset: RulesetId, params: Pick<Params, 'die' | 'fails-on'> = DEFAULT_PARAMS, sentences?: Sentences): string {
  const own = e.steps && (sentences?.[e.type] as ((e: GameEvent, p: typeof params) => string) | undefined);
  if (own) return own(e, params);
  const t = RULESETS[ruleset].terms;
  switch (e.type) {
    case 'turn-start':
      return `Turn ${e.turn} begins.`;
    case 'turn-end':
      return `Turn ${e.turn} ends: no pair is left to Match.`;
    case 'match-start':
      return `Turn ${e.turn}, Match ${e.match}: ${e.instigator} v ${e.retaliator} at ${inches(e.distance)}${e.tied > 1 ? ` (the Instigator's pick of ${e.tied} tied pairs)` : ''}${e.inContact ? ', already in contact' : ''}.`;
    case 'wait':
      return e.guard ? `${e.id} has nothing to defend and stands on guard (action ${e.action}).` : `${e.id} waits (action ${e.action}).`;
    case 'move':
      // A Move a touching friend or enemy stops before it starts still spends its Action: say why it went nowhere.
      if (Math.round(e.distance * 100) === 0 && e.stoppedBy && e.stoppedBy !== e.opponent)
        return `${e.id} moves 0 in ${e.toward ? 'toward' : 'away from'} ${e.opponent}: ${e.stoppedBy} already touches it in its way, so the Move cannot start and only spends the Action (action ${e.action}).`;
      return `${e.id} moves ${inches(e.distance)} ${e.toward ? 'toward' : 'away from'} ${e.opponent}${e.stoppedBy && e.stoppedBy !== e.opponent ? `, stopped by ${e.stoppedBy}` : ''} (action ${e.action}).`;
    case 'strike':
      if (e.kind === 'defence-and-strike') return `${e.by} strikes back at ${e.target}.`;
      // Both closed at once (simultaneous strikes, S2): A's strike, then Z's at the same moment.
      if (e.by !== e.a) return `${e.by} strikes ${e.target} at the same moment.`;
      return `${e.by} is ${t.a} and strikes ${e.target} (${t.z})${e.kind === 'free-strike' ? ' at no cost' : ''}.`;
    case 'defence':
      return `${e.id} rolls ${e.roll}: ${e.held ? `holds (${defenceBand(params).holds})` : `fails (${defenceBand(params).fails})`} (action ${e.action}).`;
    case 'strike-lost':
      return `${e.target} has no Action left: ${e.by}'s strike is lost and both stand.`;
    case 'removed':
      return `${e.id} is removed (${e.reason === 'off-table' ? 'moved off the table' : e.reason === 'defeated' ? 'defeated' : 'struck with no Action left to defend'}).`;
    case 'double-knockout':
      return `Double knock-out: ${e.ids[0]} and ${e.ids[1]} fall together, and the Match has no Winner.`;
    case 'match-end':
      return `Match ${e.match} ends: ${e.winner ? `${e.winner} is the Winner` : e.bothFell ? 'no Winner' : 'both stand'}; ${e.inert.join(' and ')} are Inert.`;
    case 'game-end':
      if (e.winner === 'draw' && e.readings?.includes('turn-limit'))
        return `The game is a draw after Turn ${e.turn}: that is the Turn limit, and no side has won by then.`;
      return e.winner === 'draw' ? `The game is a draw after Turn ${e.turn}.` : `${capitalise(sideName[e.winner])} wins in Turn ${e.turn}.`;
    default:
      throw new Error(`${e.type}: a turn system's event, told by its sentences (pass the system's)`);
  }
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The numbers in force, as a report's header says them (P5). */
export function describeParams(p: Params): string {
  return `${p.actions} Action${p.actions === 1 ? '' : 's'} each, Move ${inches(p.move)}, defence ${defenceBand(p).text}, table ${p.table.width} x ${p.table.depth} in, deployment ${inches(p['deploy-depth'])}, bases ${inches(p.base)}`;
}
