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
