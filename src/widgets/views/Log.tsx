// The running report of a widget: one sentence an event (the engine's describeEvent, as the CLI prints
// them), each followed by links to the rule pages that produced it.
import { Fragment, type ComponentChildren } from 'preact';
import { describeEvent, type GameEvent, type Params, type RulesetId, type Sentences } from '../../engine/browser.ts';
import { LogFrame } from './LogFrame.tsx';
import type { RuleLinks, RuleLinksByRuleset } from '../models/types.ts';

export interface LogProps {
  label: string;
  events: readonly GameEvent[];
  /** The ruleset the events were played by: its numbers are the ones linked, whatever the page's version. */
  ruleset: RulesetId;
  ruleLinks?: RuleLinksByRuleset;
  /** The numbers in force, for the defence band in the sentences. */
  params?: Pick<Params, 'die' | 'fails-on'>;
  /** Only the newest lines are kept on the page: a long game must not grow the page without bound. */
  limit?: number;
  empty?: string;
  /** How the game's turn system tells its own events (TurnSystem.sentences). */
  sentences?: Sentences;
  /** More references after an event's rules (a turn system's steps: views/StepRefs.tsx). */
  cite?: (e: GameEvent) => ComponentChildren;
}

export function Log({ label, events, ruleset, ruleLinks, params, limit = 300, empty, cite, sentences }: LogProps) {
  const links: RuleLinks = ruleLinks?.[ruleset] ?? {};
  const from = Math.max(0, events.length - limit);
  return (
    <LogFrame label={label} lines={events.length} empty={empty}>
      <ol>
        {from > 0 && <li class="sow-log__more">{`${from} earlier lines not shown.`}</li>}
        {events.slice(from).map((e, i) => (
          <li key={from + i} class={`sow-log__line sow-log__${e.type}`}>
            {describeEvent(e, ruleset, params, sentences)}
            <RuleRefs rules={e.rules} readings={e.readings} links={links} />
            {cite?.(e)}
          </li>
        ))}
      </ol>
    </LogFrame>
  );
}

export function RuleRefs({ rules, readings = [], links }: { rules: readonly string[]; readings?: readonly string[]; links: RuleLinks }) {
  const known = rules.map((id) => links[id]).filter((l) => l !== undefined);
  if (known.length === 0 && readings.length === 0) return null;
  return (
    <span class="sow-refs">
      {' ('}
      {known.map((l, i) => (
        <Fragment key={l.href}>
          {i > 0 && ', '}
          <a href={l.href} title={l.title}>{`rule ${l.number}`}</a>
        </Fragment>
      ))}
      {readings.map((r, i) => (
        <Fragment key={r}>
          {known.length > 0 || i > 0 ? '; ' : ''}
          <span class="sow-refs__ruling">{`reading: ${r}`}</span>
        </Fragment>
      ))}
      {')'}
    </span>
  );
}
