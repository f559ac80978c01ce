// What a playtest form page hands its island, made at build time from the catalog and the engine's
// declarations: plain data, so the browser loads no catalog and no engine to draw the form.
import type { Known } from '../../shared/record-schema.ts';

export interface FormRule {
  id: string;
  number: number;
  title: string;
}

export interface FormVersion {
  id: string;
  title: string;
  ruleset: string;
  rules: FormRule[];
  /** Every parameter's value in this version (the engine's defaults and the version's own). */
  params: Record<string, number | string>;
}

export interface FormRuling {
  id: string;
  title: string;
  default: string;
  variants: { value: string; label: string }[];
  range?: { min: number; max: number };
}

export interface FormParam {
  id: string;
  title: string;
  range: string;
  min: number;
  max: number;
  step: number;
  /** The table is written WxD. */
  table?: true;
}

export interface FormData {
  /** Newest last; the form starts on the newest. */
  versions: FormVersion[];
  known: Known;
}

/** Reads the form's address: ?name=value, or null. Never throws. */
export function queryValue(name: string): string | null {
  try {
    return new URLSearchParams(location.search).get(name);
  } catch {
    return null;
  }
}

/** The version a link names: its id, or (from a widget, which knows its ruleset) the newest version played under that ruleset. */
export function versionFrom(versions: readonly FormVersion[], asked: string | null): FormVersion {
  const newest = versions[versions.length - 1]!;
  if (!asked) return newest;
  return versions.find((v) => v.id === asked) ?? [...versions].reverse().find((v) => v.ruleset === asked) ?? newest;
}

/** A UUID for a new record: made here, so a retried send is the same record. */
export function newId(): string {
  return crypto.randomUUID();
}
