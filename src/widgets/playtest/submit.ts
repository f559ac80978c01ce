// Send, in the order that loses nothing: the record is saved on the device first (synchronously, no code
// to load), then checked by the server's own schema, then sent. The schema (zod, about 96 KB) is too
// heavy for the page's script before a touch, so it loads on demand: the form asks for it at the
// reader's first touch of a field (warmChecker), so it is in memory long before Send. If it cannot load
// (the connection went on a first visit, before the service worker keeps the site), the record waits
// unchecked and the server checks it on arrival (reading `keep-then-check`).
import type { Checked } from '../../shared/record-schema.ts';
import { drop, keep, send, type Delivery, type RecordKind } from './outbox.ts';

type Schema = typeof import('../../shared/record-schema.ts');
let loading: Promise<Schema> | null = null;

/** The record schema's module, loaded once (a failed load is tried again next time). */
export function loadChecker(): Promise<Schema> {
  loading ??= import('../../shared/record-schema.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** At the first touch of the form: the checker starts loading, so it is there when the reader sends. */
export function warmChecker(): void {
  loadChecker().catch(() => {});
}

export type Submitted = { outcome: 'check'; error: string; field: string } | Delivery;

export async function submit(
  kind: RecordKind,
  record: { id: string } & Record<string, unknown>,
  check: (schema: Schema) => Checked<unknown>,
): Promise<Submitted> {
  keep(kind, record);
  let schema: Schema | undefined;
  try {
    schema = await loadChecker();
  } catch {
    // Offline before the checker came: the record waits, checked by the server when it arrives.
  }
  if (schema) {
    const checked = check(schema);
    if (!checked.ok) {
      drop(record.id);
      return { outcome: 'check', error: checked.error, field: checked.field };
    }
  }
  return send(record.id);
}

/**
 * A refusal in the words on the form: `field "turns" is ""` becomes `"Turns played" is empty`. `labelOf`
 * gives the label a field is typed under; a field without one keeps the schema's wording.
 */
export function inLabels(error: string, field: string | undefined, labelOf: (field: string) => string | undefined): string {
  if (!field) return error;
  const head = `field "${field}" `;
  const label = labelOf(field);
  if (!error.startsWith(head) || !label) return error;
  return `“${label}” ${error
    .slice(head.length)
    .replace(/^is ""/, 'is empty')
    .replace(/^is missing/, 'is empty')}`;
}
