// WarSpike's own events as a report's sentences (describeEvent tells the shared ones). The sides are
// players here, named as they were deployed: the roles change from Turn to Turn.
import { capitalise, inches, PLAYERS, type Sentences } from '../report.ts';

const list = (ids: readonly string[]) => (ids.length ? ids.join(', ') : 'none');

const lone = (e: { type: 'leftover' | 'changeover'; id: string; nearest: string; toward: boolean | null; distance: number; stoppedBy: string | null }) => {
  const who = e.type === 'leftover' ? `${e.id} has no target left` : `Changeover: ${e.id}`;
  if (e.toward === null) return `${who}; it waits.`;
  return `${who}; it moves ${inches(e.distance)} ${e.toward ? 'toward' : 'away from'} ${e.nearest}, its nearest enemy${e.stoppedBy ? `, stopping short of ${e.stoppedBy}` : ''}.`;
};

export const WARSPIKE_SENTENCES: Sentences = {
  'coin-flip': (e) => `Turn ${e.turn}: the coin (a roll of ${e.roll}) falls to ${PLAYERS[e.winner]}, who elects or passes first.`,
  'role-choice': (e) => `${capitalise(PLAYERS[e.side])} ${e.elected ? 'elects to be the Instigator' : 'passes'}.`,
  'turn-struck-off': (e) => `Both players pass: Turn ${e.turn} is struck off.`,
  roles: (e) =>
    `Turn ${e.turn}: ${PLAYERS[e.instigator]} is the Instigator${e.decidedBy === 'advantage' ? ', having the Advantage' : ''}; ${PLAYERS[e.instigator === 'instigator' ? 'retaliator' : 'instigator']} is the Retaliator.`,
  activation: (e) => `Activation ${e.number}: the Instigator activates ${e.active} and targets ${e.target}, ${inches(e.distance)} away.`,
  leftover: lone,
  changeover: lone,
  advantage: (e) => {
    const next = e.next ? `${PLAYERS[e.next]} is the Instigator next Turn` : 'equal scores: the coin decides next Turn';
    return `Advantage: ${PLAYERS.instigator} ${e.scores.instigator}, ${PLAYERS.retaliator} ${e.scores.retaliator} (forward: ${list(e.forward)}; back: ${list(e.backward)}): ${next}.`;
  },
};
