// The forms' build-time data (Node only: the pages call it, the browser gets the result as props).
import type { Catalog } from '../catalog/catalog.ts';
import { PARAMETERS } from '../engine/declared.ts';
import { formatTable, mergeParams } from '../engine/values.ts';
import { RULINGS } from '../engine/declared.ts';
import { knownFrom } from '../server/records/known.ts';
import type { FormData, FormParam, FormRuling } from '../widgets/playtest/form-data.ts';

export function formData(catalog: Catalog): FormData {
  return {
    known: knownFrom(catalog),
    versions: catalog.versions.map((v) => {
      const p = mergeParams({}, v.engine.params);
      return {
        id: v.id,
        title: v.title,
        ruleset: v.engine.ruleset,
        rules: catalog.rules(v.id).map((r) => ({ id: r.id, number: r.number, title: r.title })),
        params: Object.fromEntries(PARAMETERS.map((x) => [x.id, x.id === 'table' ? formatTable(p.table) : (p[x.id] as number)])),
      };
    }),
  };
}

/** Fragment 1's rulings, each with the engine's default: every turn system plays them. */
export function formRulings(): FormRuling[] {
  return RULINGS.map((r) => ({
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
