// Figure sets an explainer can place with ::figures{set="…"}: seeded runs of the engine, played when the
// site is built, so the numbers in the prose's tables are the engine's own. Each row is one `sow sim`.
import type { PolicyName, SimOptions } from '../engine/browser.ts';

export interface FigureRow {
  label: string;
  options: SimOptions;
}

export interface FigureSet {
  caption: string;
  rows: FigureRow[];
}

const GAMES = 4000;
const SEED = 2019;

const pairingRow = (label: string, pairing: 'closest' | 'best-odds' | 'random', instigator: PolicyName, retaliator: PolicyName): FigureRow => ({
  label,
  options: { games: GAMES, seed: SEED, system: 'warspike', pairing, policies: { instigator, retaliator } },
});

export const FIGURE_SETS: Record<string, FigureSet> = {
  'warspike-pairing': {
    caption: "Who chooses the pairs: Fragment 1's closest pair against WarSpike's free choice, five a side on the v0.1f table",
    rows: [
      {
        label: 'Fragment 1 (closest pair, no choice), aggressive v aggressive',
        options: { games: GAMES, seed: SEED, policies: { instigator: 'aggressive', retaliator: 'aggressive' } },
      },
      pairingRow('WarSpike, both choose the closest pair, aggressive v aggressive', 'closest', 'aggressive', 'aggressive'),
      pairingRow('WarSpike, both choose by the best odds, aggressive v aggressive', 'best-odds', 'aggressive', 'aggressive'),
      pairingRow('WarSpike, both choose at random, aggressive v aggressive', 'random', 'aggressive', 'aggressive'),
      pairingRow('WarSpike, closest pair, aggressive v counter', 'closest', 'aggressive', 'counter'),
      pairingRow('WarSpike, best odds, aggressive v counter', 'best-odds', 'aggressive', 'counter'),
    ],
  },
  exchange: {
    caption: 'Strikes in turn against strikes at once: five-a-side games on the v0.1f table',
    rows: [
      {
        label: 'In turn (the sheet), aggressive v aggressive',
        options: { games: GAMES, seed: SEED, policies: { instigator: 'aggressive', retaliator: 'aggressive' } },
      },
      {
        label: 'At once, aggressive v aggressive',
        options: { games: GAMES, seed: SEED, policies: { instigator: 'aggressive', retaliator: 'aggressive' }, readings: { exchange: 'simultaneous' } },
      },
      {
        label: 'In turn (the sheet), aggressive v counter',
        options: { games: GAMES, seed: SEED, policies: { instigator: 'aggressive', retaliator: 'counter' } },
      },
      {
        label: 'At once, aggressive v counter',
        options: { games: GAMES, seed: SEED, policies: { instigator: 'aggressive', retaliator: 'counter' }, readings: { exchange: 'simultaneous' } },
      },
    ],
  },
};

export function figureSetProblem(set: string | undefined): string | null {
  if (!set) return 'needs set="…"';
  return Object.hasOwn(FIGURE_SETS, set) ? null : `unknown set "${set}" (known: ${Object.keys(FIGURE_SETS).join(', ')})`;
}
