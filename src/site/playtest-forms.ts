// The forms' build-time data (Node only: the pages call it, the browser gets the result as props).
import { currentVersion, type Catalog } from '../catalog/catalog.ts';
import { PARAMETERS, formatTable, mergeParams, READINGS } from '../engine/index.ts';
import { knownFrom } from '../server/records/known.ts';
import type { FormData, FormParam, FormReading, FormReadingChoice, RuleAnswers } from '../widgets/playtest/form-data.ts';
import type { DesignerRuling } from '../catalog/designer-rulings.ts';
import { resolveVersionRules } from '../catalog/version-rules.ts';
import { siteDesignerRulings } from './catalog.ts';
import { rulingAnchor, rulingsOn } from '../catalog/ruling-view.ts';
import { urls } from '../shared/urls.ts';

export function formData(catalog: Catalog, designer: readonly DesignerRuling[] = siteDesignerRulings()): FormData {
  return {
    known: knownFrom(catalog),
    current: currentVersion(catalog).id,
    versions: catalog.versions.map((v) => {
      const p = mergeParams({}, v.engine.params);
      const plays = resolveVersionRules(catalog, designer, v.id).readings as unknown as Record<string, string | number>;
      return {
        readings: Object.fromEntries(READINGS.map((r) => [r.id, String(plays[r.id] ?? r.default)])),
        id: v.id,
        title: v.title,
        ruleset: v.engine.ruleset,
        rules: catalog.rules(v.id).map((r) => ({ id: r.id, number: r.number, title: r.title })),
        params: Object.fromEntries(PARAMETERS.map((x) => [x.id, x.id === 'table' ? formatTable(p.table) : (p[x.id] as number)])),
      };
    }),
  };
}

/** Fragment 1's readings, each with the engine's default: every turn system plays them. */
export function formReadings(): FormReadingChoice[] {
  return READINGS.map((r) => ({
    id: r.id,
    title: r.title,
    default: r.default,
    variants: r.variants,
    ...(r.range ? { range: { min: r.range.min, max: r.range.max } } : {}),
  }));
}

export function formParams(): FormParam[] {
  return PARAMETERS.map((p) => ({
    id: p.id,
    title: p.title,
    range: p.range,
    min: p.min,
    max: p.max,
    step: p.step,
    ...(p.id === 'table' ? { table: true as const } : {}),
  }));
}

/**
 * For the question form's "Already answered?": each version's rules that have a published ruling of the
 * designer (the build's snapshot of content/rulings.yaml, withdrawn ones left out) or an open question of
 * ours that reads them, with what the engine plays there for that version. Rules with neither are left
 * out: the form says so itself.
 */
export function formAnswers(catalog: Catalog, designer: readonly DesignerRuling[] = siteDesignerRulings()): Record<string, Record<string, RuleAnswers>> {
  return Object.fromEntries(
    catalog.versions.map((v) => {
      const rules = resolveVersionRules(catalog, designer, v.id);
      const plays = rules.readings as unknown as Record<string, string | number>;
      const settled = new Set(rules.settled.map((s) => s.ruling as string));
      const own = v.engine.rulings ?? {};
      const byRule: Record<string, RuleAnswers> = {};
      for (const rule of catalog.rules(v.id)) {
        const rulings = rulingsOn(designer, rule.id, v.id)
          .filter((r) => !r.withdrawn)
          .map((r) => ({ id: r.id, text: r.text, status: r.status, by: r.by, updated: r.updated, href: `${urls.rule(v.id, rule.number)}#${rulingAnchor(r)}` }));
        const readings: FormReading[] = READINGS.filter((r) => r.rules.includes(rule.id)).map((r) => {
          const value = String(plays[r.id] ?? r.default);
          const label = r.range ? `${value}` : (r.variants.find((x) => x.value === value)?.label ?? value);
          return {
            title: r.title,
            question: r.question,
            plays: r.id === 'turn-limit' ? `a draw after Turn ${value}` : label,
            why: settled.has(r.id) ? 'settled by the designer' : r.id in own ? "this version's own setting" : "the engine's default reading",
          };
        });
        if (rulings.length > 0 || readings.length > 0) byRule[rule.id] = { rulings, readings };
      }
      return [v.id, byRule];
    }),
  );
}
