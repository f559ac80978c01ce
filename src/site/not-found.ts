// The 404 page's suggestions: for /rules/<x>/, /r/<x>/ and /<version>/rules/<x>/, the nearest real rules.
// Runs in the browser (bundled into the 404 page's one script) and in unit tests.
import { nearestNumbers, nearestWords } from '../shared/suggest.ts';

export interface RuleIndex {
  /** Newest first, drafts last: the order short links prefer. */
  versions: Array<{ id: string; rules: Array<{ number: number; id: string; title: string }> }>;
}

export interface Suggestions {
  /** What the reader asked for, in words. */
  asked: string;
  links: Array<{ href: string; text: string }>;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Suggestions for a missing page, or null when the address is not a rule address. */
export function suggestRules(pathname: string, index: RuleIndex, limit = 3): Suggestions | null {
  const match = /^\/(?:([^/]+)\/)?(rules|r)\/([^/]+)\/?$/.exec(pathname);
  if (!match || index.versions.length === 0) return null;
  const [, versionPart, kind, rawRef] = match;
  if (versionPart && kind !== 'rules') return null;
  let ref: string;
  try {
    ref = decodeURIComponent(rawRef!).trim().toLowerCase();
  } catch {
    ref = rawRef!.toLowerCase();
  }
  const version = index.versions.find((v) => v.id === versionPart) ?? index.versions[0]!;
  const where = versionPart && versionPart !== version.id ? `${version.id} (there is no version ${versionPart})` : version.id;
  const link = (r: { number: number; title: string }) => ({ href: `/${version.id}/rules/${r.number}/`, text: `Rule ${r.number}: ${r.title} (${version.id})` });

  // "45", "rule-45", "rule 45": a number.
  const numeric = /^(?:rule[-\s_]*)?(\d+)$/.exec(ref);
  if (numeric) {
    const n = Number(numeric[1]);
    const near = nearestNumbers(
      n,
      version.rules.map((r) => r.number),
      limit,
    );
    return { asked: `rule ${n} in ${where}`, links: near.map((k) => link(version.rules.find((r) => r.number === k)!)) };
  }
  // Otherwise a stable id or a title: the nearest ids, then titles.
  const byId = nearestWords(
    slug(ref),
    version.rules.map((r) => r.id),
    limit,
  );
  const byTitle = nearestWords(
    slug(ref),
    version.rules.map((r) => slug(r.title)),
    limit,
  ).map((t) => version.rules.find((r) => slug(r.title) === t)!.id);
  const ids = [...new Set([...byId, ...byTitle])].slice(0, limit);
  return { asked: `“${ref}” in ${where}`, links: ids.map((id) => link(version.rules.find((r) => r.id === id)!)) };
}
