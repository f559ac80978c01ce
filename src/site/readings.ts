// The engine's readings (src/engine/core/readings.ts) as the handbook shows them beside a rule.
import type { RuleEntry, VersionMeta } from '../catalog/catalog.ts';
import { oneVersion, versionYamlReadings } from '../catalog/version-rules.ts';
import { type Readings, READINGS, type ReadingInfo } from '../engine/index.ts';

/**
 * The readings a rule names in its frontmatter (its field `rulings`, formats-keep-their-names), plus
 * those the engine ties to it; unknown names fail the build.
 */
export function readingsFor(rule: RuleEntry): ReadingInfo[] {
  for (const id of rule.rulings)
    if (!READINGS.some((r) => r.id === id))
      throw new Error(`${rule.file}: field "rulings" names "${id}", which is not a reading (known: ${READINGS.map((r) => r.id).join(', ')})`);
  return READINGS.filter((r) => rule.rulings.includes(r.id) || r.rules.includes(rule.id));
}

/** The readings any of these rules touches (a rule's versions on its history page), in the engine's order. */
export function readingsForAny(rules: RuleEntry[]): ReadingInfo[] {
  const touched = new Set(rules.flatMap((rule) => readingsFor(rule).map((r) => r.id)));
  return READINGS.filter((r) => touched.has(r.id));
}

/** A value in words: its variant's label when it has one, else the value itself ("50"). */
function valueLabel(reading: ReadingInfo, value: string): string {
  return reading.variants.find((v) => v.value === value)?.label ?? value;
}

/** The default in words: its variant's label when it has one, else the value itself ("50"). */
export function defaultLabel(reading: ReadingInfo): string {
  return valueLabel(reading, reading.default);
}

/** How `version` settles the reading, in words, when its version.yaml sets it (through the one resolver); else undefined. */
export function versionSetting(reading: ReadingInfo, version: VersionMeta): string | undefined {
  const value = versionYamlReadings(oneVersion(version), version.id)[reading.id as keyof Readings];
  return value === undefined ? undefined : valueLabel(reading, String(value));
}
