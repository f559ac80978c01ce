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
 * The inline script of a forwarding page: to the remembered version's page when that version has one,
 * else to `fallback` (the preferred version's), keeping any #anchor. Without JavaScript a <noscript> meta
 * refresh goes to `fallback`.
 */
export function forwardScript(byVersion: Readonly<Record<string, string>>, fallback: string): string {
  // JSON of our own paths; "<" escaped so no value can close the script element.
  const targets = JSON.stringify(byVersion).replace(/</g, '\\u003c');
  return `var t=${targets},v;try{v=localStorage.getItem(${JSON.stringify(VERSION_KEY)})}catch(e){}location.replace((Object.prototype.hasOwnProperty.call(t,v)?t[v]:${JSON.stringify(fallback)})+location.hash)`;
}
