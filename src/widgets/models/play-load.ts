// A shared link's state for the Match, Game and WarSpike widgets: the model it gives, or the preset with
// the engine's reason. Loaded with the link's codec, only when the address carries a link, so a page's
// first script does not carry it.
import { backSession, startSession, atOnceProblem, type TurnSystem } from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';
import { linkRefused } from '../links/shared-link.ts';
import { finished, type PlayModel } from './play-model.ts';

/**
 * The play model `s` gives, for the reducer's `load` (`label` names the widget in a refusal), played by
 * `system` (the widget's own when not given).
 */
export const loadShared =
  (s: SharedState, label: string, system: TurnSystem | null = null) =>
  (m: PlayModel): PlayModel => {
    try {
      // A link of another turn system never gets here: the link's reader refuses it (link-system.ts).
      const played = system ?? m.session.state.system;
      const session = startSession(s.scenario, s.decisions, played);
      // Finished with one decision fewer means the last (at least) came after the end: a link no
      // widget writes, which would otherwise need a Back press for every surplus decision.
      if (s.decisions.length > 0 && finished({ ...m, session: backSession(session) }))
        throw new Error(`it has decisions after the ${m.until === 'match-end' ? 'Match' : 'game'} is over`);
      // S4: strikes at once never beside `optimal`.
      if (s.scenario.readings?.exchange === 'simultaneous')
        for (const who of Object.values({ ...m.controllers, ...s.controllers })) if (atOnceProblem(who)) throw new Error(atOnceProblem(who)!);
      return {
        ...m,
        scenario: s.scenario,
        session,
        controllers: { ...m.controllers, ...s.controllers },
        colours: s.colours ?? m.colours,
        extra: { ...m.extra, ...s.extra },
        running: false,
        problem: null,
      };
    } catch (error) {
      // Anything the engine refuses in a link falls back to the preset, with the engine's reason.
      return { ...m, problem: linkRefused(label, error instanceof Error ? error.message : String(error)) };
    }
  };
