// What the Match layer and the solver share of the reading exchange `simultaneous` without loading its
// rules (exchange.ts): where two Moves at once end. The rules themselves reach a game as a value
// (TableState.atOnce, from its system value) and the solver through its query.
import type { Meeting } from '../core/types.ts';

export type { Meeting };

export function newMeeting(): Meeting {
  return { instigator: 0, retaliator: 0, stoppedI: -1, stoppedR: -1, contact: false, offI: false, offR: false, fromI: { x: 0, y: 0 }, fromR: { x: 0, y: 0 } };
}
