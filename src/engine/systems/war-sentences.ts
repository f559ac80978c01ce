// WAR's events as a report's sentences: its own events, and the shared ones whose wording differs here
// (WAR counts rounds, not Turns, and has no Matches). The rest are told by describeEvent as ever.
import { capitalise, inches, sideName, type Speaker } from '../report.ts';
import type { GameEvent, Side } from '../types.ts';
import { isWarStepId } from './war-steps.ts';

const ACT_NAMES = ['Mobilisation', 'Fog of War', 'Do or Die'];
const dice = (n: Record<Side, number>) => `${n.instigator} for the Instigator, ${n.retaliator} for the Retaliator`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function sentence(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'round-start':
      return `Round ${e.round} begins (Act ${e.act}, ${ACT_NAMES[e.act - 1]}): activation dice ${dice(e.dice)}.`;
    case 'bag-draw':
      return `A die is drawn from the bag (${dice(e.bag)}): ${sideName[e.side]} activates next.`;
    case 'activation-pass':
      return `${capitalise(sideName[e.side])} has no combatant left to activate and passes.`;
    case 'activated':
      return `${capitalise(sideName[e.side])} activates ${e.id}: ${plural(e.actions, 'Action')}.`;
    case 'actions-roll':
      return `${e.id} rolls ${e.roll} for its Actions: ${e.actions}.`;
    case 'rest':
      return `${e.id} rests (action ${e.action}).`;
    case 'fight':
      return `${e.id} fights ${e.target} (action ${e.action}): both roll at once.`;
    case 'contact-strike':
      return `${e.by} strikes ${e.target} as it makes contact (action ${e.action}); ${e.target} rolls at once.`;
    case 'defence-roll': {
      const band = e.failsOn - 1 === 1 ? 'only a 1 holds' : `1–${e.failsOn - 1} holds`;
      const tired = e.fatigueUsed > 0 ? `, ${plural(e.fatigueUsed, 'fatigue')} making it fail from ${e.failsOn}` : '';
      return `${e.id} rolls ${e.roll}: ${e.held ? 'holds' : 'fails'} (${band}${tired}).`;
    }
    case 'fatigue': {
      const why = { 'further-action': 'a further Action', fight: 'after the fight', rest: 'rest', used: 'used in the fight' }[e.reason];
      return `${e.id} ${e.change > 0 ? 'gains' : 'loses'} ${plural(Math.abs(e.change), 'fatigue')} (${why}): ${e.fatigue} now.`;
    }
    case 'round-count':
      return `After round ${e.round}: ${e.count.instigator} Instigator and ${e.count.retaliator} Retaliator combatants on the table.`;
    case 'double-knockout':
      return `Double knock-out: ${e.ids[0]} and ${e.ids[1]} fall together.`;
    case 'game-end':
      return e.winner === 'draw' ? `The game is a draw after round ${e.turn}.` : `${capitalise(sideName[e.winner])} wins in round ${e.turn}.`;
    case 'move':
      return `${e.id} moves ${inches(e.distance)} ${e.toward ? 'toward' : 'away from'} ${e.opponent}, its nearest enemy${e.stoppedBy ? `, stopped by ${e.stoppedBy}` : ''} (action ${e.action}).`;
    default:
      return undefined;
  }
}

/** WAR's wording, for the events that cite its steps. */
export const warSpeaker: Speaker = (e) => (e.steps?.some(isWarStepId) ? sentence(e) : undefined);
