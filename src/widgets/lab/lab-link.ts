// The Lab's set-up in a link: the one link format (src/shared/link-codec.ts) in the Lab's own parameter, `?w.lab=`,
// every field checked when read back (setupProblem). Links written before it, `?lab=` with the Lab's first
// format, still open as they did. `?param=<id>` alone (the rule pages' deep links) opens the Lab on that
// parameter.
import { isParamId, DEFAULT_READINGS, type Readings } from '../../engine/browser.ts';
import { decodeSweep, encodeSweep, LinkError, linkProblem, readJson } from '../../shared/link-codec.ts';
import { paramName } from '../links/shared-link.ts';
import { defaultSetup, setupProblem, type LabSetup } from './lab-model.ts';

/** The Lab's parameter, as any widget's: w.<anchor>. */
export const LAB_LINK = paramName('lab');
/** The parameter the Lab's first links used, in its first format. */
const OLD_LAB_LINK = 'lab';
export const LAB_PARAM_LINK = 'param';
// The first format's fields: b (the base's numbers) and q, y (a second parameter and its values) came
// later and are optional, so the links written before them read as they always did.
const OLD_KEYS = ['v', 'p', 'x', 'g', 'i', 'r', 'u', 'n', 's', 'b', 'q', 'y'];

export type LabLinkRead = { kind: 'none' } | { kind: 'ok'; setup: LabSetup } | { kind: 'bad'; problem: string };

/** Only what differs from the engine's defaults: a link means the same set-up whatever a version settles. */
function changedReadings(readings: Readings): Partial<Readings> {
  return Object.fromEntries(Object.entries(readings).filter(([id, value]) => DEFAULT_READINGS[id as keyof Readings] !== value));
}

export function encodeLab(s: LabSetup): string {
  const base = Object.fromEntries(Object.entries(s.base).filter(([id, text]) => text !== '' && id !== s.param && id !== s.across?.param));
  return encodeSweep({
    sweep: [s.param, s.values],
    across: s.across && [s.across.param, s.across.values],
    base,
    readings: changedReadings(s.readings),
    players: s.policies,
    gap: s.gap,
    games: s.games,
    seed: s.seed,
  });
}

/** A set-up read from either format, checked field by field; throws an Error saying what is wrong. */
function checked(setup: LabSetup): LabSetup {
  const problem = setupProblem(setup);
  if (problem) throw new LinkError(problem);
  return setup;
}

/** A link's value back as a set-up (the one format, or the Lab's first); throws an Error saying what is wrong. */
export function decodeLab(text: string): LabSetup {
  const data = readJson(text);
  if (!('l' in data) && 'u' in data) return decodeFirstFormat(data);
  const s = decodeSweep(text);
  return checked({
    param: s.sweep[0],
    values: s.sweep[1],
    gap: s.gap,
    policies: s.players,
    readings: { ...defaultSetup().readings, ...s.readings },
    games: s.games,
    seed: s.seed,
    base: s.base,
    across: s.across && { param: s.across[0], values: s.across[1] },
  } as LabSetup);
}

/** The Lab's first format (`?lab=`, version 1), as links written with it meant. */
function decodeFirstFormat(d: Record<string, unknown>): LabSetup {
  const extra = Object.keys(d).find((k) => !OLD_KEYS.includes(k));
  if (extra !== undefined) throw new LinkError(`it has a field the Lab does not write ("${extra.slice(0, 20)}")`);
  if (d.v !== 1) throw new LinkError(`it was written for another version of the Lab (${JSON.stringify(d.v)?.slice(0, 20)})`);
  if (typeof d.u !== 'object' || d.u === null || Array.isArray(d.u)) throw new LinkError('its readings are not a list of readings');
  if (d.b !== undefined && (typeof d.b !== 'object' || d.b === null || Array.isArray(d.b))) throw new LinkError('its base is not a list of parameters');
  if ((d.q === undefined) !== (d.y === undefined)) throw new LinkError('its second parameter comes without its values, or its values without it');
  return checked({
    param: d.p,
    values: d.x,
    gap: d.g,
    policies: { instigator: d.i, retaliator: d.r },
    readings: { ...defaultSetup().readings, ...(d.u as object) },
    games: d.n,
    seed: d.s,
    base: d.b ?? {},
    across: d.q === undefined ? null : { param: d.q, values: d.y },
  } as LabSetup);
}

/**
 * Reads the Lab's set-up from a search string ("?w.lab=…", an older "?lab=…", or "?param=move"). Never
 * throws. `readings`: the version's, which a deep link to a parameter starts from.
 */
export function readLabLink(search: string, readings: Partial<Readings> = DEFAULT_READINGS): LabLinkRead {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return { kind: 'none' };
  }
  const raw = query.get(LAB_LINK) ?? query.get(OLD_LAB_LINK);
  if (raw !== null) {
    try {
      return { kind: 'ok', setup: decodeLab(raw) };
    } catch (error) {
      return { kind: 'bad', problem: linkProblem(error) };
    }
  }
  const param = query.get(LAB_PARAM_LINK);
  if (param === null) return { kind: 'none' };
  return isParamId(param) ? { kind: 'ok', setup: defaultSetup(param, readings) } : { kind: 'bad', problem: `"${param.slice(0, 40)}" is not a parameter` };
}

/** The Lab's address with this set-up in it; other parameters stay, `param` and an older `lab` go (the set-up says them). */
export function labLinkTo(href: string, s: LabSetup, anchor: string): string {
  const url = new URL(href);
  url.searchParams.delete(LAB_PARAM_LINK);
  url.searchParams.delete(OLD_LAB_LINK);
  url.searchParams.set(LAB_LINK, encodeLab(s));
  url.hash = anchor;
  return url.href;
}
