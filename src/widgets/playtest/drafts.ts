// A form's fields as the player types them, saved on the device at every change: a page closed, a phone
// locked or a lost connection before Send loses nothing (reading `draft-on-device`). One draft a form;
// Send moves the record into the outbox (outbox.ts) and clears it.
import type { RecordKind } from './outbox.ts';

const key = (kind: RecordKind) => `sow-draft-${kind}-v1`;

export function loadDraft<T>(kind: RecordKind): Partial<T> | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(kind)) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(kind: RecordKind, fields: object): void {
  try {
    localStorage.setItem(key(kind), JSON.stringify(fields));
  } catch {
    // Storage full or refused (a private window): the form still works, it only cannot keep a draft.
  }
}

export function clearDraft(kind: RecordKind): void {
  try {
    localStorage.removeItem(key(kind));
  } catch {
    // As above.
  }
}
