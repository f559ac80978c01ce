// The steps of a turn system an event cites (its `steps`), linked to where the handbook explains them,
// in brackets after the event's rules: a Log's `cite` for the systems that have steps of their own.
import type { GameEvent } from '../../engine/index.ts';
import { Links } from './Log.tsx';

export type StepLinks = Readonly<Record<string, { label: string; href: string; title: string }>>;

export function StepRefs({ event, links }: { event: GameEvent; links: StepLinks }) {
  const known = (event.steps ?? []).map((id) => links[id]).filter((l) => l !== undefined);
  if (known.length === 0) return null;
  return (
    <span class="sow-refs">
      {' ['}
      <Links links={known} />
      {']'}
    </span>
  );
}
