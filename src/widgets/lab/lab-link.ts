// The Lab's set-up in a link: `?lab=` base64url JSON, versioned, every field checked when read back
// (setupProblem). `?param=<id>` alone (the rule pages' deep links) opens the Lab on that parameter.
import { isParamId } from '../../engine/declared.ts';
import { DEFAULT_RULINGS } from '../../engine/values.ts';
import { fromBase64Url, toBase64Url } from '../links/codec.ts';
import { defaultSetup, setupProblem, type LabSetup } from './lab-model.ts';

export const LAB_LINK = 'lab';
export const LAB_PARAM_LINK = 'param';
/** Bump when a field's meaning changes: older links then get a clear message, not a wrong set-up. */
export const LAB_LINK_VERSION = 1;
const MAX_LENGTH = 2_000;
// b (the base's numbers) and q, y (a second parameter and its values) came later and are optional, so the
// links written before them read as they always did: version 1 still.
const KEYS = ['v', 'p', 'x', 'g', 'i', 'r', 'u', 'n', 's', 'b', 'q', 'y'];

export type LabLinkRead = { kind: 'none' } | { kind: 'ok'; setup: LabSetup } | { kind: 'bad'; problem: string };

export function encodeLab(s: LabSetup): string {
  const u: Record<string, string | number> = {};
  for (const [id, value] of Object.entries(s.rulings)) if (DEFAULT_RULINGS[id as keyof typeof DEFAULT_RULINGS] !== value) u[id] = value;
  const b = Object.fromEntries(Object.entries(s.base).filter(([id, text]) => text !== '' && id !== s.param && id !== s.across?.param));
  const payload = {
    ...{ v: LAB_LINK_VERSION, p: s.param, x: s.values, g: s.gap, i: s.policies.instigator, r: s.policies.retaliator, u, n: s.games, s: s.seed },
    ...(Object.keys(b).length > 0 ? { b } : {}),
    ...(s.across ? { q: s.across.param, y: s.across.values } : {}),
  };
  return toBase64Url(JSON.stringify(payload));
}

/** A link's value back as a set-up; throws an Error saying what is wrong. */
export function decodeLab(text: string): LabSetup {
  if (text.length > MAX_LENGTH) throw new Error(`it is ${text.length} characters long, more than the Lab writes`);
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(text));
  } catch {
    throw new Error('it is not the text the Lab writes');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('it is not the text the Lab writes');
  const d = data as Record<string, unknown>;
  const extra = Object.keys(d).find((k) => !KEYS.includes(k));
  if (extra !== undefined) throw new Error(`it has a field the Lab does not write ("${extra}")`);
  if (d.v !== LAB_LINK_VERSION) throw new Error(`it was written for another version of the Lab (${JSON.stringify(d.v)})`);
  if (typeof d.u !== 'object' || d.u === null || Array.isArray(d.u)) throw new Error('its rulings are not a list of rulings');
  if (d.b !== undefined && (typeof d.b !== 'object' || d.b === null || Array.isArray(d.b))) throw new Error('its base is not a list of parameters');
  if ((d.q === undefined) !== (d.y === undefined)) throw new Error('its second parameter comes without its values, or its values without it');
  const setup = {
    param: d.p,
    values: d.x,
    gap: d.g,
    policies: { instigator: d.i, retaliator: d.r },
    rulings: { ...defaultSetup().rulings, ...(d.u as object) },
    games: d.n,
    seed: d.s,
    base: d.b ?? {},
    across: d.q === undefined ? null : { param: d.q, values: d.y },
  } as LabSetup;
  const problem = setupProblem(setup);
  if (problem) throw new Error(problem);
  return setup;
}

/** Reads the Lab's set-up from a search string ("?lab=…" or "?param=move"). Never throws. */
export function readLabLink(search: string): LabLinkRead {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return { kind: 'none' };
  }
  const raw = query.get(LAB_LINK);
  if (raw !== null) {
    try {
      return { kind: 'ok', setup: decodeLab(raw) };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { kind: 'bad', problem: text.length > 240 ? `${text.slice(0, 237)}…` : text };
    }
  }
  const param = query.get(LAB_PARAM_LINK);
  if (param === null) return { kind: 'none' };
  return isParamId(param) ? { kind: 'ok', setup: defaultSetup(param) } : { kind: 'bad', problem: `"${param.slice(0, 40)}" is not a parameter` };
}

/** The Lab's address with this set-up in it; other parameters stay, `param` goes (the set-up says it). */
export function labLinkTo(href: string, s: LabSetup, anchor: string): string {
  const url = new URL(href);
  url.searchParams.delete(LAB_PARAM_LINK);
  url.searchParams.set(LAB_LINK, encodeLab(s));
  url.hash = anchor;
  return url.href;
}
