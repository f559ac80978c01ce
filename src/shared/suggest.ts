// "Did you mean…" for build errors and the 404 page. Small enough to ship to the browser.

/** Edit distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidates closest to `query`, best first. Case-insensitive; a candidate containing the query
 * (or contained in it) counts as close, so "move" finds "move-action".
 */
export function nearestWords(query: string, candidates: readonly string[], limit = 3): string[] {
  const q = query.toLowerCase();
  const scored = candidates.map((c) => {
    const l = c.toLowerCase();
    const d = editDistance(q, l);
    const contains = q.length >= 3 && (l.includes(q) || q.includes(l));
    return { c, score: contains ? Math.min(d, 1) : d, d };
  });
  const budget = Math.max(2, Math.floor(q.length / 2));
  return scored
    .filter((s) => s.score <= budget)
    .sort((x, y) => x.score - y.score || x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, limit)
    .map((s) => s.c);
}

/** The numbers closest to `n`, nearest first (ties: the lower first). */
export function nearestNumbers(n: number, numbers: readonly number[], limit = 3): number[] {
  return [...numbers].sort((a, b) => Math.abs(a - n) - Math.abs(b - n) || a - b).slice(0, limit);
}
