// Limits on the shape of anything read from outside (a file, a link), checked before its fields are:
// a structure nested deeper than any honest input would otherwise reach the engine's recursive checks
// and messages (JSON.stringify of a 100,000-deep array overflows the stack).

/** The most bytes of one file read from outside (a scenario, a version.yaml, the glossary, a content page). */
export const MAX_FILE_BYTES = 1_000_000;
/** Objects and lists inside one another: a scenario needs 3, the content files 6. */
export const MAX_DEPTH = 16;

/**
 * Where `value` is nested deeper than `max` levels, as a field path (`system[0][0]…`, shortened), or
 * null. Walks with its own stack, never recursion, so any depth is measured safely.
 */
export function tooDeep(value: unknown, max = MAX_DEPTH): string | null {
  const stack: Array<{ v: unknown; depth: number; path: string }> = [{ v: value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= max) return path === '' ? '(top level)' : path.length > 60 ? `${path.slice(0, 57)}…` : path;
    const entries: Array<[string, unknown]> = Array.isArray(v)
      ? v.map((x, i) => [`[${i}]`, x])
      : Object.keys(v).map((k) => [path === '' ? k : `.${k}`, (v as Record<string, unknown>)[k]]);
    for (const [key, x] of entries) stack.push({ v: x, depth: depth + 1, path: path + key });
  }
  return null;
}

/** A refusal's words for tooDeep's result. */
export function depthMessage(max = MAX_DEPTH): string {
  return `nested too deeply: at most ${max} levels of objects and lists`;
}

/** A size refusal's words: what is allowed. */
export function sizeMessage(max = MAX_FILE_BYTES): string {
  return `too large: at most ${max.toLocaleString('en-GB')} bytes are read`;
}
