// /playtests/ in plain words: how much a count of real games can tell, what each of the engine's policy
// pairs does, and the chart read out as sentences. Pure wording on the figures playtest-stats.ts
// computes, so the page's sentences are tested without a browser.
import { COMBATANTS_PER_SIDE, POLICY_LINES, POLICY_NAMES, type PolicyName, READINGS } from '../engine/browser.ts';
import { isSystemId, SYSTEM_READINGS, systemDescription } from '../engine/systems.ts';
import { percent } from './format.ts';
import { OUTCOMES, type Observed, type Outcome, type Prediction } from './playtest-stats.ts';

/** Each result as a heading, a table row and a sentence name it. */
export const OUTCOME_LABELS: Readonly<Record<Outcome, string>> = { instigator: 'Instigator wins', retaliator: 'Retaliator wins', draw: 'Draws' };

/**
 * Reading `say-by-interval-width`: how much the games can tell is read from the widest 95% interval of
 * the three results, the width the page already draws. Wider than 40 percentage points: too few to say
 * yet (any 5 games; at an even split, up to 20 finished); wider than 20: a rough picture (up to 92); 20 or
 * narrower: enough to compare with the engine's figures.
 */
export const TOO_FEW_WIDTH = 0.4;
export const ROUGH_WIDTH = 0.2;

export type Certainty = 'none' | 'too-few' | 'rough' | 'enough';

/** The widest 95% interval of the three results, as a share (0 to 1). */
export function widestInterval(o: Observed): number {
  return Math.max(...OUTCOMES.map((out) => o.shares[out].interval[1] - o.shares[out].interval[0]));
}

export function certainty(o: Observed): Certainty {
  if (o.finished === 0) return 'none';
  const w = widestInterval(o);
  return w > TOO_FEW_WIDTH ? 'too-few' : w > ROUGH_WIDTH ? 'rough' : 'enough';
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;
const points = (share: number) => `${Math.ceil(share * 100 - 1e-9)} percentage points`;

/** The first thing a block says: "5 games: too few to say yet.", and how wide the ranges still are. */
export function sayHowMuch(o: Observed): string {
  if (o.finished === 0) return `${plural(o.games, 'game')} reported, none finished: nothing to compare yet.`;
  const games = o.unfinished > 0 ? plural(o.finished, 'finished game') : plural(o.finished, 'game');
  const width = points(widestInterval(o));
  switch (certainty(o)) {
    case 'too-few':
      return `${games}: too few to say yet. Each result's share could still lie anywhere in a range up to ${width} wide.`;
    case 'rough':
      return `${games}: a rough picture so far. Each result's share is known within a range up to ${width} wide.`;
    default:
      return `${games}: enough to compare with the engine. Each result's share is known within a range up to ${width} wide.`;
  }
}

/** The pair whose share of `out` lies nearest `share`: the first such in the page's order. */
function nearest(predictions: readonly Prediction[], out: Outcome, share: number): Prediction {
  return predictions.reduce((best, p) => (Math.abs(p.shares[out] - share) < Math.abs(best.shares[out] - share) ? p : best));
}

/**
 * What the "plays unlike" flags mean, in a sentence per flagged result; or, once the games can tell,
 * that every result is within reach of some policy. Nothing while too few to say.
 */
export function sayUnlike(o: Observed, unlike: readonly Outcome[], predictions: readonly Prediction[]): string[] {
  if (unlike.length > 0 && predictions.length > 0)
    return unlike.map((out) => {
      const s = o.shares[out];
      const near = nearest(predictions, out, s.share);
      return `${OUTCOME_LABELS[out]} came out unlike every engine policy: ${percent(s.share)} of finished games (likely ${percent(s.interval[0])} to ${percent(s.interval[1])}); the nearest, ${near.pair}, predicts ${percent(near.shares[out])}.`;
    });
  const c = certainty(o);
  if (c === 'rough' || c === 'enough')
    return ["Every result is within reach of the engine: for each, at least one policy pair predicts a share inside the real games' likely range."];
  return [];
}

/** One sentence a result, the chart's text alternative: where the real games lie, and the pairs' spread. */
export function chartInWords(o: Observed | null, predictions: readonly Prediction[]): string[] {
  return OUTCOMES.map((out) => {
    const real = o && o.finished > 0 ? o.shares[out] : null;
    const parts: string[] = [];
    if (real) parts.push(`real games ${percent(real.share)} (likely ${percent(real.interval[0])} to ${percent(real.interval[1])})`);
    if (predictions.length > 0) {
      const low = predictions.reduce((a, p) => (p.shares[out] < a.shares[out] ? p : a));
      const high = predictions.reduce((a, p) => (p.shares[out] > a.shares[out] ? p : a));
      let spread =
        percent(low.shares[out]) === percent(high.shares[out])
          ? `every engine pair ${percent(low.shares[out])}`
          : `the engine's pairs from ${percent(low.shares[out])} (${low.pair}) to ${percent(high.shares[out])} (${high.pair})`;
      if (real) {
        const inside = predictions.filter((p) => p.shares[out] >= real.interval[0] && p.shares[out] <= real.interval[1]).length;
        spread += inside === 0 ? ", none inside the real games' range" : `, ${inside} of ${predictions.length} inside the real games' range`;
      }
      parts.push(spread);
    }
    return `${OUTCOME_LABELS[out]}: ${parts.join('; ')}.`;
  });
}

/** A pair's name ("aggressive v counter", as predictions.ts names it) as its two policies, Instigator first. */
export function pairPolicies(pair: string): { instigator: PolicyName; retaliator: PolicyName } {
  const [instigator, retaliator, ...rest] = pair.split(' v ');
  const known = (p: string | undefined): p is PolicyName => POLICY_NAMES.includes(p as PolicyName);
  if (!known(instigator) || !known(retaliator) || rest.length > 0)
    throw new Error(`policy pair "${pair}": expected "P v Q" with P and Q among ${POLICY_NAMES.join(', ')}`);
  return { instigator, retaliator };
}

/**
 * A pair in a sentence, each policy with the engine's own line; optimal against itself also says why its
 * games are nearly all draws (the one tactic: out of reach, whoever closes the gap gives the other the
 * first strike, so neither does, and the game runs to its Turn limit).
 */
export function pairInWords(pair: string, turnLimit: number): string {
  const { instigator, retaliator } = pairPolicies(pair);
  const line = (p: PolicyName) => `${p} (${POLICY_LINES[p]})`;
  const who =
    instigator === retaliator ? `Both sides play ${line(instigator)}.` : `The Instigator plays ${line(instigator)}, the Retaliator ${line(retaliator)}.`;
  if (instigator === 'optimal' && retaliator === 'optimal')
    return `${who} Out of reach, neither moves in, since whoever closes the gap hands the other the first strike: Matches end with both standing, and nearly every game runs to the ${turnLimit}-Turn limit, a draw. That is why this column is almost all draws.`;
  return who;
}

/**
 * One of a block's settings ("move-distance up-to", "3 a side", "war turns": catalog/playtests.ts changesOf)
 * explained: a reading by its title and the chosen variant's words, the rest by what they change. A
 * parameter is named as the Lab and `sow sim` name it.
 */
export function changeInWords(change: string): string {
  const side = /^(\d+) a side$/.exec(change);
  if (side) return `${change}: ${side[1]} combatants a side, where the rules deploy ${COMBATANTS_PER_SIDE}.`;
  const [id = '', ...rest] = change.split(' ');
  const value = rest.join(' ');
  if (value === 'turns' && isSystemId(id)) return `${change}: played under ${systemDescription(id).name}'s turns, not Fragment 1's.`;
  const reading = [...READINGS, ...SYSTEM_READINGS].find((r) => r.id === id);
  if (reading) {
    const variant = reading.variants.find((v) => v.value === value);
    return `${change}: the engine's reading "${reading.title}" read as ${variant ? `"${variant.label}"` : value}.`;
  }
  return `${change}: the engine's parameter ${id} set to ${value}.`;
}
