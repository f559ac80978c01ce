// A widget plays one turn system: a link for another is refused in readers' words, never played under
// the widget's title (a Fragment 1 link on the WarSpike Turn widget) nor left to the engine's own error.
import type { Scenario } from '../../engine/browser.ts';
import { systemDescription } from '../../engine/systems.ts';

/** Why a link's scenario cannot play in a widget whose preset is `own`, or null when both play the same turn system. */
export function otherSystem(link: Scenario, own: Scenario): string | null {
  const theirs = link.system ?? 'fragment1';
  const ours = own.system ?? 'fragment1';
  return theirs === ours ? null : `it plays ${systemDescription(theirs).name}'s turns, and this widget plays ${systemDescription(ours).name}'s`;
}
