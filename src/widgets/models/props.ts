// What a widget's props carry besides its preset, worked out at build time (Widget.astro, the unit tests):
// only what the widget can show, since every byte of props is in the page's HTML.
import { READINGS, type ReadingId } from '../../engine/browser.ts';
import type { WidgetType } from './registry.ts';
import type { ReadingChoice } from './types.ts';

/** The readings each widget's settings offer (none where absent): a lone Match never reaches the Turn-level ones. */
const OFFERED: Partial<Record<WidgetType, readonly ReadingId[] | 'all'>> = {
  match: ['move-distance', 'last-strike', 'start-in-contact', 'exchange'],
  game: 'all',
  odds: 'all',
};

/** The reading choices a widget of `type` offers, or undefined when it offers none. */
export function readingChoicesFor(type: WidgetType): ReadingChoice[] | undefined {
  const offered = OFFERED[type];
  if (!offered) return undefined;
  return READINGS.filter((r) => offered === 'all' || offered.includes(r.id)).map((r) => ({
    id: r.id,
    title: r.title,
    default: r.default,
    variants: r.variants,
    ...(r.range ? { range: r.range } : {}),
  }));
}

/** Whether a widget can come to play another ruleset than its page's (the Game's version switch), and so needs every ruleset's rule links. */
export const PLAYS_OTHER_RULESETS: ReadonlySet<WidgetType> = new Set(['game']);
