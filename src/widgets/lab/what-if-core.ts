// The what-if control's work, loaded when the reader first changes a number (and used at build time
// for the sheet's row): the engine resolves and checks the numbers, and solves the Match.
import {
  defenceBand,
  type ParamId,
  type Params,
  formatParam,
  ParamError,
  paramInfo,
  resolveParams,
  matchOdds,
  type MatchOdds,
  AT_ONCE,
  type Policies,
  type Readings,
} from '../../engine/browser.ts';

export type WhatIfResult = { ok: true; params: Params; odds: MatchOdds; text: string } | { ok: false; problem: string };

/** The numbers a row states, in the engine's own words: "Length of a Move 3"", "defence 1D10: 1–7 holds, 8–10 fails". */
export function describeNumbers(ids: readonly ParamId[], p: Params): string {
  const parts = ids.filter((id) => id !== 'die' && id !== 'fails-on').map((id) => `${paramInfo(id).title} ${formatParam(id, p)}`);
  if (ids.some((id) => id === 'die' || id === 'fails-on')) parts.push(`defence ${defenceBand(p).text}`);
  return parts.join(', ');
}

/**
 * The exact odds of one open-field Match for the two policies, with the reader's numbers over the
 * version's, under the version's readings in force (version-rules.ts: a ruling that makes strikes land at
 * once changes every row, the sheet's included).
 */
export function whatIf(
  given: Partial<Record<ParamId, number>>,
  versionParams: Partial<Params>,
  ids: readonly ParamId[],
  gap: number,
  policies: Policies,
  readings: Partial<Readings> = {},
): WhatIfResult {
  let params: Params;
  try {
    params = resolveParams(given, versionParams);
  } catch (error) {
    if (error instanceof ParamError) return { ok: false, problem: `${error.param}: ${error.message}` };
    throw error;
  }
  return { ok: true, params, odds: whatIfOdds(gap, policies, params, readings), text: describeNumbers(ids, params) };
}

/** One Match's exact odds as the what-if table shows them (strikes at once take their own rules). */
export function whatIfOdds(gap: number, policies: Policies, params: Params, readings: Partial<Readings>): MatchOdds {
  return matchOdds({ gap, ...policies, params, readings, atOnce: AT_ONCE });
}
