// Practice progress, kept on this device only (localStorage; no account, nothing sent anywhere). What is
// read back is checked field by field and bounded: anything else reads as no progress.

const KEY = 'sow-practice';
/** About 40 bytes a question answered: far more questions than the site has, far less than storage allows. */
const MAX_BYTES = 200_000;
const MAX_ANSWERS = 4000;
const QUESTION_KEY = /^[\w.-]{1,24}\/(next|best)-[0-9a-f]{10}$/;

export interface Answer {
  /** Right at the first answer. */
  first: boolean;
  /** Right at the latest answer. */
  last: boolean;
}

export interface Progress {
  answers: Record<string, Answer>;
  /** Reading streak-first-answers: questions answered right at the first try in a row. */
  streak: number;
  best: number;
}

export const empty = (): Progress => ({ answers: {}, streak: 0, best: 0 });

/** The key a question's progress is kept under: its version and id. */
export const questionKey = (version: string, id: string) => `${version}/${id}`;

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000 ? v : 0);

export function parseProgress(text: string | null): Progress {
  if (!text || text.length > MAX_BYTES) return empty();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return empty();
  }
  if (typeof raw !== 'object' || raw === null) return empty();
  const r = raw as Record<string, unknown>;
  const answers: Record<string, Answer> = Object.create(null);
  if (typeof r.answers === 'object' && r.answers !== null)
    for (const [k, v] of Object.entries(r.answers).slice(0, MAX_ANSWERS)) {
      if (!QUESTION_KEY.test(k) || typeof v !== 'object' || v === null) continue;
      const a = v as Record<string, unknown>;
      if (typeof a.first === 'boolean' && typeof a.last === 'boolean') answers[k] = { first: a.first, last: a.last };
    }
  const best = count(r.best);
  return { answers, streak: Math.min(count(r.streak), best), best };
}

export function loadProgress(): Progress {
  try {
    return parseProgress(localStorage.getItem(KEY));
  } catch {
    return empty();
  }
}

/** An answer recorded: the first answer to a question sets its mark and moves the streak; later ones only its latest. */
export function record(p: Progress, key: string, right: boolean): Progress {
  const before = p.answers[key];
  const answers = { ...p.answers, [key]: { first: before ? before.first : right, last: right } };
  if (before) return { ...p, answers };
  const streak = right ? p.streak + 1 : 0;
  return { answers, streak, best: Math.max(p.best, streak) };
}

/** Saves, and says whether the device kept it (storage may be full, or refused in a private window). */
export function saveProgress(p: Progress): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
}

/** Forgets one version's answers (the streak starts again). */
export function forgetVersion(p: Progress, version: string): Progress {
  const answers = Object.fromEntries(Object.entries(p.answers).filter(([k]) => !k.startsWith(`${version}/`)));
  return { answers, streak: 0, best: p.best };
}

/** The first question after `id` in `ids` (wrapping) not yet answered, else simply the next one. */
export function nextIn(ids: readonly string[], id: string | null, answered: (id: string) => boolean): string | undefined {
  if (ids.length === 0) return undefined;
  const start = id === null ? -1 : ids.indexOf(id);
  for (let k = 1; k <= ids.length; k++) {
    const candidate = ids[(start + k + ids.length) % ids.length]!;
    if (candidate !== id && !answered(candidate)) return candidate;
  }
  return ids.length > 1 ? ids[(start + 1) % ids.length] : undefined;
}
