// What a version plays beside the engine's defaults, and why (version-rules.ts resolveVersionRules
// gives the list). A module of its own with type imports only, so `sow` says it without loading the
// catalog, YAML or zod (its version table carries the list).
import type { SettledRuling } from './designer-rulings.ts';

/** Why a version plays a setting: its own version.yaml, or a designer's ruling in force on the day. */
export type PlayedFrom = { from: 'version.yaml' } | { from: 'ruling'; ruling: SettledRuling };

/** One setting a version plays other than the engine's defaults, and why. */
export interface Played {
  /** `ruleset`, a parameter id or an engine reading id. */
  setting: string;
  value: string | number | object;
  why: PlayedFrom;
}

/** Why, in words: "content/v0.3/version.yaml", or "ruling 6f1c2a8e by Philip Sibbering (confirmed, from 2026-11-20)". */
export function playedWhy(version: string, why: PlayedFrom): string {
  if (why.from === 'version.yaml') return `content/${version}/version.yaml`;
  const r = why.ruling;
  return `ruling ${r.id.slice(0, 8)} by ${r.by} (${r.status}, from ${r.from})`;
}
