// The reader's own decisions: exactly what engine.legalDecisions() offers, one button each
// (and a distance when the move-distance reading lets a Move be shorter). A tie's picks are
// PickMatch.tsx's, kept apart so the Match widget, where no tie can arise, never loads them.
import { useId, useState } from 'preact/hooks';
import type { Decision, LegalDecision, RulesetId } from '../../engine/browser.ts';
import { capitalise, terms } from '../models/format.ts';

interface DecideProps {
  legal: readonly LegalDecision[];
  ruleset: RulesetId;
  actor: string;
  onDecide: (d: Decision) => void;
  /** Who stops a Move before it starts, if anyone (models/match-view.ts moveBlockedBy). */
  blockedBy?: (toward: boolean, distance: number) => string | null;
}

export function DecisionButtons({ legal, ruleset, actor, onDecide, blockedBy }: DecideProps) {
  const [text, setText] = useState('2');
  const id = useId();
  const moves = legal.filter((d): d is Extract<LegalDecision, { type: 'move' }> => d.type === 'move');
  const range = moves[0];
  const variable = range !== undefined && range.minDistance < range.maxDistance;
  const distance = Number(text);
  const distanceOk = !variable || (text.trim() !== '' && distance > range.minDistance && distance <= range.maxDistance);
  const t = terms(ruleset);
  // A Move a touching base stops before it starts would spend an Action going nowhere: not offered, and
  // said where the button would be, naming the base in the way (reading blocked-move-said).
  const blocked = moves.flatMap((d) => {
    const by = blockedBy?.(d.toward, d.maxDistance);
    return by ? [`${d.toward ? 'Move toward' : 'Move away'} is not offered: ${by} touches ${actor} in its way, so the Move could not start.`] : [];
  });
  return (
    <div class="sow-decide" role="group" aria-label={`${actor}'s decision`}>
      {variable && (
        <span class="sow-field">
          <label for={id}>{`Move distance (more than ${range.minDistance}, up to ${range.maxDistance} in)`}</label>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={range.minDistance}
            max={range.maxDistance}
            step={0.1}
            value={text}
            aria-invalid={!distanceOk}
            onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
          />
        </span>
      )}
      {legal.map((d) => {
        if (d.type === 'wait')
          return (
            <button type="button" key="wait" onClick={() => onDecide({ type: 'wait' })}>
              {legal.length === 1 ? 'Stand on guard' : 'Wait'}
            </button>
          );
        if (d.type === 'move') {
          if (blockedBy?.(d.toward, d.maxDistance)) return null;
          return (
            <button
              type="button"
              key={d.toward ? 'toward' : 'away'}
              disabled={!distanceOk}
              onClick={() => onDecide(variable ? { type: 'move', toward: d.toward, distance } : { type: 'move', toward: d.toward })}
            >
              {d.toward ? 'Move toward' : 'Move away'}
            </button>
          );
        }
        if (d.type === 'fight')
          return (
            <button type="button" key="fight" onClick={() => onDecide({ type: 'fight' })}>
              {d.defending ? 'Roll' : `Move & ${capitalise(t.strike)}`}
            </button>
          );
        return null;
      })}
      {blocked.map((why) => (
        <p key={why} class="sow-decide__why">
          {why}
        </p>
      ))}
      {!distanceOk && <p class="sow-error">{`A Move must be more than ${range!.minDistance} in and at most ${range!.maxDistance} in.`}</p>}
    </div>
  );
}
