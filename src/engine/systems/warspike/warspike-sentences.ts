// WarSpike's events as a report's sentences, in its own words where Fragment 1's would mislead
// (describeEvent tells the rest). The sides are players here, named as they were deployed: the roles
// change from Turn to Turn.
import { capitalise, inches, type Sentences } from '../../core/report.ts';

/** How reports name the sides where the roles change from Turn to Turn (TurnSystem.rolesChange). */
export const PLAYERS = { instigator: 'player I', retaliator: 'player R', draw: 'nobody' } as const;

const list = (ids: readonly string[]) => (ids.length ? ids.join(', ') : 'none');

const lone = (e: { type: 'leftover' | 'changeover'; id: string; nearest: string; toward: boolean | null; distance: number; stoppedBy: string | null }) => {
  const who = e.type === 'leftover' ? `${e.id} has no target left` : `Changeover: ${e.id}`;
  if (e.toward === null) return `${who}; it waits.`;
  return `${who}; it moves ${inches(e.distance)} ${e.toward ? 'toward' : 'away from'} ${e.nearest}, its nearest enemy${e.stoppedBy ? `, stopping short of ${e.stoppedBy}` : ''}.`;
};

export const WARSPIKE_SENTENCES: Sentences = {
  'match-start': (e) =>
    `${e.retaliator} reacts: Paired-Resolution ${e.match}, ${e.instigator} v ${e.retaliator} at ${inches(e.distance)}${e.inContact ? ', already in contact' : ''}, is played as a Match.`,
  'match-end': (e) =>
    `Match ${e.match} ends: ${e.winner ? `${e.winner} is the Winner` : e.bothFell ? 'no Winner' : 'both stand'}; ${e.inert[0]} has acted and ${e.inert[1]} has reacted this Turn.`,
  'game-end': (e) => (e.winner === 'draw' ? `The game is a draw after Turn ${e.turn}.` : `${capitalise(PLAYERS[e.winner])} wins in Turn ${e.turn}.`),
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
