// The `sow sim` command line that plays a set of games, as pages print it beside their figures: one
// builder, so a caption and the CLI never disagree on a flag's name or a value's spelling.
import { COMBATANTS_PER_SIDE, formatTable, type Params } from '../engine/browser.ts';

export interface SimCommand {
  games: number;
  seed: number;
  /** Left out where the page's runs use the CLI's default version. */
  ruleset?: string;
  /** The policies' names, or placeholders where a row stands for every pair. */
  policies: { instigator: string; retaliator: string };
  system?: string;
  pairing?: string;
  perSide?: number;
  readings?: Readonly<Record<string, string | number>>;
  params?: Partial<Params>;
}

/** A parameter's value as the CLI's flag takes it: the table as WxD. */
export function paramText(value: Params[keyof Params]): string {
  return typeof value === 'object' ? formatTable(value) : String(value);
}

/** The command line; flags at the CLI's defaults are left out. */
export function simCommand(o: SimCommand): string {
  const parts = ['sow sim', `--games ${o.games}`, `--seed ${o.seed}`];
  if (o.ruleset) parts.push(`--ruleset ${o.ruleset}`);
  parts.push(`--instigator ${o.policies.instigator}`, `--retaliator ${o.policies.retaliator}`);
  if (o.system && o.system !== 'fragment1') parts.push(`--system ${o.system}`);
  if (o.pairing) parts.push(`--pairing ${o.pairing}`);
  if (o.perSide !== undefined && o.perSide !== COMBATANTS_PER_SIDE) parts.push(`--per-side ${o.perSide}`);
  for (const [id, v] of Object.entries(o.readings ?? {})) parts.push(`--${id} ${v}`);
  for (const [id, v] of Object.entries(o.params ?? {})) if (v !== undefined) parts.push(`--${id} ${paramText(v)}`);
  return parts.join(' ');
}
