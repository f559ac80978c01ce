// A widget's shared link on the page: the parameter it owns, and reading that parameter once hydrated.
// The codec itself (url-state.ts, codec.ts) stays out of the page's script until a link is read or made.
import { useEffect } from 'preact/hooks';
import type { Scenario } from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';

/** The parameter a widget owns, named after its (unique) anchor: "widget-match-contact" owns "w.match-contact". */
export function paramName(anchor: string): string {
  return `w.${anchor.replace(/^widget-/, '')}`;
}

/** Loads the link codec. Each island passes its own dynamic import of url-state.ts: a dynamic import
 * written in a shared module lets the bundler merge the codec into the shared (eager) chunk. */
export type LinkModule = () => Promise<typeof import('./url-state.ts')>;

/**
 * After hydration (never during it, so the first render matches the server's HTML) reads the widget's
 * parameter from the address and hands a good state to `load`, or a reason to `fail`. The link reader
 * is loaded only when the address has such a parameter. `own`, the widget's preset: a link for another
 * turn system is refused (readLink).
 */
export function useSharedLink(links: LinkModule, param: string, load: (s: SharedState) => void, fail: (why: string) => void, own?: Scenario): void {
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has(param)) return;
    links().then(
      ({ readLink }) => {
        const read = readLink(search, param, own);
        if (read.kind === 'ok') load(read.state);
        else if (read.kind === 'bad') fail(read.problem);
      },
      () => fail('the link reader could not be loaded'),
    );
    // Once, on mount: later changes to the address belong to the reader, not to us.
  }, []);
}

/**
 * The one message for a link a widget or the Lab cannot use, in readers' words: why not (the engine's or
 * the codec's reason), and what `widget` ("Match pairing", "Lab") shows instead.
 */
export function linkRefused(widget: string, why: string, instead = 'its starting position'): string {
  return `This link could not be used (${why}), so the ${widget} shows ${instead} instead.`;
}
