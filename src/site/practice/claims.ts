// What a "What happens next?" choice claims, as data, and the one judge of a claim against the events
// the engine produces after the position. Generation builds choices from claims and keeps a question only
// when exactly its answer holds; the unit tests replay each position and judge every choice again.
import { EPS, type GameEvent } from '../../engine/index.ts';
import type { Claim } from '../../widgets/practice/types.ts';

function actorOf(e: GameEvent): string | null {
  if (e.type === 'wait' || e.type === 'move' || e.type === 'defence') return e.id;
  if (e.type === 'strike' && e.action !== null && e.kind === 'move-and-strike' && e.by === e.a) return e.by;
  return null;
}

/** Index of the first event of these types, or -1. */
function first(events: readonly GameEvent[], types: readonly GameEvent['type'][]): number {
  return events.findIndex((e) => types.includes(e.type));
}

/**
 * Whether `claim` is what the engine's events after the position say, and the index of the event that
 * decides it (the answer shows the events up to there). `horizon` is every event up to the next decision.
 */
export function judge(claim: Claim, horizon: readonly GameEvent[]): { holds: boolean; through: number } {
  const at = (i: number, holds: boolean) => ({ holds, through: i < 0 ? horizon.length : i + 1 });
  switch (claim.kind) {
    case 'acts': {
      const i = horizon.findIndex((e) => actorOf(e) !== null);
      return at(i, i >= 0 && actorOf(horizon[i]!) === claim.id);
    }
    case 'rolls':
    case 'strike-lost':
    case 'removed-unrolled': {
      const i = first(horizon, ['defence', 'strike-lost', 'removed']);
      const e = horizon[i];
      if (!e) return at(i, false);
      if (claim.kind === 'rolls') return at(i, e.type === 'defence' && e.id === claim.id);
      if (claim.kind === 'strike-lost') return at(i, e.type === 'strike-lost');
      return at(i, e.type === 'removed' && e.id === claim.id && e.reason === 'undefended');
    }
    case 'removed': {
      const i = horizon.findIndex((e) => e.type === 'removed' && e.id === claim.id);
      return at(i, i >= 0);
    }
    case 'strikes-back':
    case 'strikes-back-lost': {
      const i = horizon.findIndex((e) => e.type === 'strike' && e.kind === 'defence-and-strike' && e.by === claim.by);
      if (i < 0 || horizon.some((e) => e.type === 'removed')) return at(i, false);
      const lost = horizon.findIndex((e) => e.type === 'strike-lost');
      return claim.kind === 'strikes-back' ? at(i, lost < 0) : at(lost, lost >= 0);
    }
    case 'move-strikes':
    case 'move-contact-no-strike':
    case 'move-full':
    case 'move-short':
    case 'move-blocked':
    case 'move-off': {
      const i = horizon.findIndex((e) => e.type === 'move' && e.id === claim.by);
      const move = horizon[i];
      if (!move || move.type !== 'move') return at(i, false);
      const strike = horizon.findIndex((e) => e.type === 'strike' && e.by === claim.by && e.kind === 'move-and-strike');
      const off = horizon.findIndex((e) => e.type === 'removed' && e.id === claim.by && e.reason === 'off-table');
      if (claim.kind === 'move-strikes') return at(strike, strike >= 0);
      if (claim.kind === 'move-off') return at(off, off >= 0);
      // Contact without a strike: the Move stopped against its opponent and nothing struck.
      if (claim.kind === 'move-contact-no-strike') return at(i, strike < 0 && off < 0 && move.stoppedBy === move.opponent);
      if (claim.kind === 'move-short') return at(i, strike < 0 && off < 0 && move.stoppedBy === null && move.distance < claim.distance - EPS);
      if (claim.kind === 'move-blocked') return at(i, strike < 0 && off < 0 && move.stoppedBy === claim.blocker);
      return at(i, strike < 0 && off < 0 && move.stoppedBy === null && Math.abs(move.distance - claim.distance) < EPS);
    }
    case 'matched':
    case 'turn-ends': {
      const i = first(horizon, ['match-start', 'turn-end', 'game-end']);
      const e = horizon[i];
      if (claim.kind === 'turn-ends') return at(i, e?.type === 'turn-end');
      return at(i, e?.type === 'match-start' && e.instigator === claim.instigator && e.retaliator === claim.retaliator);
    }
    case 'ends-now':
    case 'ends-next-turn':
    case 'goes-on': {
      const end = horizon.findIndex((e) => e.type === 'game-end');
      const match = first(horizon, ['match-start']);
      const turn = first(horizon, ['turn-start']);
      const e = horizon[end];
      const winner = e?.type === 'game-end' ? e.winner : null;
      if (claim.kind === 'goes-on') return at(match, match >= 0 && (end < 0 || match < end));
      const before = end >= 0 && (match < 0 || match > end);
      if (claim.kind === 'ends-now') return at(end, before && (turn < 0 || turn > end) && winner === claim.winner);
      return at(end, before && turn >= 0 && turn < end && winner === claim.winner);
    }
  }
}
