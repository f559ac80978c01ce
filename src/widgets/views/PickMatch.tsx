// A tie for the next Match (rule 13): the Instigator picks which pair's Match is processed, among exactly
// the pick-match decisions engine.legalDecisions() offers.
import type { Decision, LegalDecision } from '../../engine/browser.ts';
import { inches } from '../models/format.ts';

/** Tied pairs (rule 13): the Instigator picks which Match is processed, one button a pair. */
export function PickMatch({ legal, onDecide }: { legal: readonly LegalDecision[]; onDecide: (d: Decision) => void }) {
  const picks = legal.filter((d) => d.type === 'pick-match');
  return (
    <div class="sow-decide" role="group" aria-label="Tied Matches: the Instigator picks one">
      <p>{`${picks.length} pairs are equally close: the Instigator picks which Match is processed.`}</p>
      {picks.map((d) => (
        <button
          type="button"
          key={`${d.instigator}-${d.retaliator}`}
          onClick={() => onDecide({ type: 'pick-match', instigator: d.instigator, retaliator: d.retaliator })}
        >
          {`${d.instigator} v ${d.retaliator} (${inches(d.distance, 2)})`}
        </button>
      ))}
    </div>
  );
}
