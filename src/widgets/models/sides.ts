// Which side is the reader's, in plain words, for the widgets that load on a touch or show whole games
// (the Game, Match pairing). Kept out of format.ts, which every rule page's Match widget loads: there the
// status line says whose combatant acts.
import type { Side } from '../../engine/browser.ts';
import { capitalise, SIDE_NAME } from './format.ts';
import type { BaseColour } from '../../shared/palette.ts';

/**
 * Which side is the reader's, in plain words ("You play the Instigator (white); the engine plays the
 * Retaliator (black, optimal)."), never "person" or a bare policy name.
 */
export function sidesInWords(who: Readonly<Record<Side, string>>, colours: Record<Side, BaseColour>): string {
  const side = (s: Side) =>
    `${who[s] === 'person' ? 'you play' : 'the engine plays'} the ${SIDE_NAME[s]} (${colours[s].name}${who[s] === 'person' ? '' : `, ${who[s]}`})`;
  return capitalise(`${side('instigator')}; ${side('retaliator')}.`);
}
