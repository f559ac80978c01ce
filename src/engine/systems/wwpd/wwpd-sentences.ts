// WWPD's events as the sentences of a game report (report.ts's describeEvent is given them with the
// system's value), so pages that play only Fragment 1 do not carry them.
import { defenceBand } from '../../core/params.ts';
import { inches, sideName, type Sentences } from '../../core/report.ts';

export const WWPD_SENTENCES: Sentences = {
  'player-turn': (e) => `Turn ${e.turn}: ${sideName[e.side]}'s player turn.`,
  movement: (e) =>
    `${e.id} moves ${inches(e.distance)} ${e.toward ? 'toward' : 'away from'} ${e.enemy}, its nearest enemy${e.stoppedBy ? `, stopping short of ${e.stoppedBy}` : ''}.`,
  stay: (e) => (e.step === 'movement' ? `${e.id} stays where it is.` : `${e.id} does not charge.`),
  charge: (e) =>
    `${e.id} charges ${e.friend ? `toward ${e.target}, a friend already in a Melee,` : e.target} ${inches(e.distance)}${e.touching ? `, into contact with ${e.touching}` : ', not reaching it'}.`,
  'pile-in': () =>
    'Pile in: only units already in a Melee pile in, bringing more of their models into contact; every unit here is one combatant, so none has a model to bring and nobody moves.',
  'melee-start': (e) => `Melee ${e.melee}: ${e.members.join(', ')}, chained by base contact, strike all at once.`,
  'melee-strike': (e) => `${e.by} strikes ${e.target}.`,
  'melee-defence': (e, params) =>
    `${e.id} rolls ${e.roll} against ${e.by}'s strike: ${e.held ? `holds (${defenceBand(params).holds})` : `fails (${defenceBand(params).fails})`}.`,
  'melee-end': (e) =>
    e.fell.length === 0
      ? `Melee ${e.melee} ends: nobody falls.`
      : `Melee ${e.melee} ends: ${e.fell.join(' and ')} ${e.fell.length === 1 ? 'falls' : 'fall together'}${e.doubleKnockout ? ', both sides losing combatants at once (a double knock-out)' : ''}.`,
};
