// Pieces every widget frame uses: the alert for unusable links or changes, the ruleset of a page.
import { isRulesetId } from '../engine/rulesets.ts';
import type { RulesetId } from '../engine/index.ts';

/** The engine ruleset a page's version plays; a version the engine does not know plays v0.1f. */
export function rulesetOf(version: string): RulesetId {
  return isRulesetId(version) ? version : 'v0.1f';
}

export function Problem({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  if (!text) return null;
  return (
    <div class="sow-alert" role="alert">
      <p>{text}</p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** Back replays the session with one decision fewer; Reset returns to the preset. */
export function BackReset({ decisions, onBack, onReset }: { decisions: number; onBack: () => void; onReset: () => void }) {
  return (
    <>
      <button type="button" onClick={onBack} disabled={decisions === 0}>
        Back
      </button>
      <button type="button" onClick={onReset}>
        Reset
      </button>
    </>
  );
}
