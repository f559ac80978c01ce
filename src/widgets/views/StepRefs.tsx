// The steps of a turn system an event cites (its `steps`), linked to where the handbook explains them,
// in brackets after the event's rules: a Log's `cite` for the systems that have steps of their own.
// Apart from Log.tsx so the pages whose widgets cite no steps (every Match page) do not load it.
import { Fragment } from 'preact';
import type { GameEvent } from '../../engine/browser.ts';

export type StepLinks = Readonly<Record<string, { label: string; href: string; title: string }>>;

export function StepRefs({ event, links }: { event: GameEvent; links: StepLinks }) {
  const known = (event.steps ?? []).map((id) => links[id]).filter((l) => l !== undefined);
  if (known.length === 0) return null;
  return (
    <span class="sow-refs">
      {' ['}
      {known.map((l, i) => (
        <Fragment key={l.href}>
          {i > 0 && ', '}
          <a href={l.href} title={l.title}>
            {l.label}
          </a>
        </Fragment>
      ))}
      {']'}
    </span>
  );
}
