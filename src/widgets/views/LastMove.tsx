// What just happened, beside the board in words: the engine's sentences (as the log has them) for the
// events since the reader's last decision, so the other side's answer and its die roll are seen where
// the reader is looking, and told to a screen reader as they happen (a polite status region).
import { describeEvent, type GameEvent, type Params, type RulesetId, type Sentences } from '../../engine/browser.ts';

/** At most this many sentences: the log below keeps the rest. */
const SHOWN = 4;

export function LastMove({
  events,
  from,
  ruleset,
  params,
  sentences,
}: {
  events: readonly GameEvent[];
  from: number;
  ruleset: RulesetId;
  params: Pick<Params, 'die' | 'fails-on'>;
  /** The game's turn system's (TurnSystem.sentences). */
  sentences?: Sentences;
}) {
  // Back may leave the reader's mark past the end: then the newest events are what just happened.
  const start = from < events.length ? from : Math.max(0, events.length - 1);
  const lines = events.slice(Math.max(start, events.length - SHOWN));
  return (
    <p class="sow-last" role="status">
      {lines.length > 0 && <span class="sow-last__head">Just now: </span>}
      {lines.map((e) => describeEvent(e, ruleset, params, sentences)).join(' ')}
    </p>
  );
}
