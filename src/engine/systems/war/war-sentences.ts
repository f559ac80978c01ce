// WAR's events as the sentences of a game report (report.ts's describeEvent is given them with the
// system's value): its own events, and the shared ones whose wording differs here (WAR counts rounds,
// not Turns, and has no Matches). The rest are told by describeEvent as ever.
import { capitalise, inches, sideName, type Sentences } from '../../core/report.ts';
import type { Side } from '../../core/types.ts';

const ACT_NAMES = ['Mobilisation', 'Fog of War', 'Do or Die'];
const dice = (n: Record<Side, number>) => `${n.instigator} for the Instigator, ${n.retaliator} for the Retaliator`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const FATIGUE_WHY = { 'further-action': 'a further Action', fight: 'after the fight', rest: 'rest', used: 'used in the fight' } as const;

export const WAR_SENTENCES: Sentences = {
  'round-start': (e) => `Round ${e.round} begins (Act ${e.act}, ${ACT_NAMES[e.act - 1]}): activation dice ${dice(e.dice)}.`,
  'bag-draw': (e) => `A die is drawn from the bag (${dice(e.bag)}): ${sideName[e.side]} activates next.`,
  'activation-pass': (e) => `${capitalise(sideName[e.side])} has no combatant left to activate and passes.`,
  activated: (e) => `${capitalise(sideName[e.side])} activates ${e.id}: ${plural(e.actions, 'Action')}.`,
  'actions-roll': (e) => `${e.id} rolls ${e.roll} for its Actions: ${e.actions}.`,
  rest: (e) => `${e.id} rests (action ${e.action}).`,
  fight: (e) => `${e.id} fights ${e.target} (action ${e.action}): both roll at once.`,
  'contact-strike': (e) => `${e.by} strikes ${e.target} as it makes contact (action ${e.action}); ${e.target} rolls at once.`,
  'defence-roll': (e) => {
    const band = e.failsOn - 1 === 1 ? 'only a 1 holds' : `1–${e.failsOn - 1} holds`;
    const tired = e.fatigueUsed > 0 ? `, ${plural(e.fatigueUsed, 'fatigue')} making it fail from ${e.failsOn}` : '';
    return `${e.id} rolls ${e.roll}: ${e.held ? 'holds' : 'fails'} (${band}${tired}).`;
  },
  fatigue: (e) => `${e.id} ${e.change > 0 ? 'gains' : 'loses'} ${plural(Math.abs(e.change), 'fatigue')} (${FATIGUE_WHY[e.reason]}): ${e.fatigue} now.`,
  'round-count': (e) => `After round ${e.round}: ${e.count.instigator} Instigator and ${e.count.retaliator} Retaliator combatants on the table.`,
  'double-knockout': (e) => `Double knock-out: ${e.ids[0]} and ${e.ids[1]} fall together.`,
  'game-end': (e) => (e.winner === 'draw' ? `The game is a draw after round ${e.turn}.` : `${capitalise(sideName[e.winner])} wins in round ${e.turn}.`),
  move: (e) =>
    `${e.id} moves ${inches(e.distance)} ${e.toward ? 'toward' : 'away from'} ${e.opponent}, its nearest enemy${e.stoppedBy ? `, stopped by ${e.stoppedBy}` : ''} (action ${e.action}).`,
};
