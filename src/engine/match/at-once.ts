// The reading exchange's strikes at once (S1–S3), loaded when a setting first asks for them: what the
// exact odds take (OddsQuery.atOnce). Lazy here, in the engine, for the reason setup/tools.ts gives.
import type { AtOnceRules } from '../core/state.ts';

export async function loadAtOnce(): Promise<AtOnceRules> {
  return (await import('./exchange.ts')).AT_ONCE;
}
