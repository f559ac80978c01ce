// The reader's chosen version, remembered in localStorage without loading any script on reading pages
// (docs/site.md, "The version at the door"): the header's version switch writes it from an onclick
// attribute, which runs only when a reader picks a version; the forwarding pages (/rules/<n>/,
// /r/<id>/, /explainers/<slug>/), which have no content of their own, read it in a few inline bytes.

export const VERSION_KEY = 'sow-version';

/** The onclick source a version switch link carries: remembers `version`, then the link is followed as usual. */
export function rememberOnClick(version: string): string {
  return `try{localStorage.setItem(${JSON.stringify(VERSION_KEY)},${JSON.stringify(version)})}catch(e){}`;
}

/**
 * The door's notes on a rule page (components/DoorNote.astro), shown by CSS only when the address's
 * #fragment names them: a forwarding page adds the fragment when the reader's chosen version took them
 * somewhere other than the published sheet's page, so the page says so without a script of its own.
 */
export const DOOR = { number: 'door-number', id: 'door-id' } as const;

/**
 * The inline script of a forwarding page: to the remembered version's page when that version has one,
 * else to `fallback` (the preferred version's), keeping any #anchor; when the choice led elsewhere and
 * there is no anchor, with `#<door>` so the page tells the reader. Without JavaScript a <noscript> meta
 * refresh goes to `fallback`.
 */
export function forwardScript(byVersion: Readonly<Record<string, string>>, fallback: string, door?: string): string {
  // JSON of our own paths; "<" escaped so no value can close the script element.
  const targets = JSON.stringify(byVersion).replace(/</g, '\\u003c');
  const mark = door ? `||(u!=f?${JSON.stringify(`#${door}`)}:"")` : '';
  return `var t=${targets},f=${JSON.stringify(fallback)},v,u;try{v=localStorage.getItem(${JSON.stringify(VERSION_KEY)})}catch(e){}u=Object.prototype.hasOwnProperty.call(t,v)?t[v]:f;location.replace(u+(location.hash${mark}))`;
}
