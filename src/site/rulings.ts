// The engine's rulings (src/engine/core/rulings.ts) as the handbook shows them beside a rule.
import type { RuleEntry, VersionMeta } from '../catalog/catalog.ts';
import { oneVersion, versionYamlRulings } from '../catalog/version-rules.ts';
import { type Rulings, RULINGS, type RulingInfo } from '../engine/index.ts';

/** The rulings a rule names in its frontmatter, plus those the engine ties to it; unknown names fail the build. */
export function rulingsFor(rule: RuleEntry): RulingInfo[] {
  for (const id of rule.rulings)
    if (!RULINGS.some((r) => r.id === id))
      throw new Error(`${rule.file}: field "rulings" names "${id}", which is not a ruling (known: ${RULINGS.map((r) => r.id).join(', ')})`);
  return RULINGS.filter((r) => rule.rulings.includes(r.id) || r.rules.includes(rule.id));
}

/** The rulings any of these rules touches (a rule's versions on its history page), in the engine's order. */
export function rulingsForAny(rules: RuleEntry[]): RulingInfo[] {
  const touched = new Set(rules.flatMap((rule) => rulingsFor(rule).map((r) => r.id)));
  return RULINGS.filter((r) => touched.has(r.id));
}

/** A value in words: its variant's label when it has one, else the value itself ("50"). */
function valueLabel(ruling: RulingInfo, value: string): string {
  return ruling.variants.find((v) => v.value === value)?.label ?? value;
}

/** The default in words: its variant's label when it has one, else the value itself ("50"). */
export function defaultLabel(ruling: RulingInfo): string {
  return valueLabel(ruling, ruling.default);
}

/** How `version` settles the ruling, in words, when its version.yaml sets it (through the one resolver); else undefined. */
export function versionSetting(ruling: RulingInfo, version: VersionMeta): string | undefined {
  const value = versionYamlRulings(oneVersion(version), version.id)[ruling.id as keyof Rulings];
  return value === undefined ? undefined : valueLabel(ruling, String(value));
}
