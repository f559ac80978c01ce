// Where a widget's shared state lives in the address: one query parameter per widget, so several
// widgets on a page (and the site's own anchors in the hash) never collide.
import type { Scenario } from '../../engine/browser.ts';
import { otherSystem } from '../models/link-system.ts';
import { decodeState, encodeState, linkProblem, type SharedState } from '../../shared/link-codec.ts';

export type LinkRead = { kind: 'none' } | { kind: 'ok'; state: SharedState } | { kind: 'bad'; problem: string };

/**
 * Reads the widget's parameter from a search string ("?a=b"). Never throws. With `own` (the widget's
 * preset), a link for another turn system is refused in readers' words.
 */
export function readLink(search: string, param: string, own?: Scenario): LinkRead {
  let raw: string | null;
  try {
    raw = new URLSearchParams(search).get(param);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const state = decodeState(raw);
    const other = own && otherSystem(state.scenario, own);
    return other ? { kind: 'bad', problem: other } : { kind: 'ok', state };
  } catch (error) {
    return { kind: 'bad', problem: linkProblem(error) };
  }
}

/** The page's address with this widget's state in its parameter and its anchor in the hash; other parameters stay. */
export function linkTo(href: string, param: string, state: SharedState, anchor: string): string {
  const url = new URL(href);
  url.searchParams.set(param, encodeState(state));
  url.hash = anchor;
  return url.href;
}
