// Records on their way to the designer. Each is saved on the device (synchronously, before any code
// loads or any request leaves) and removed only when the server has answered for it (201 stored, 200 already stored) or refused it, so nothing the
// reader wrote is lost to a dropped connection or a page closed mid-send. Offline, the service worker's
// Background Sync queue (src/site/offline.ts) also keeps the request and sends it when the browser is back
// online, even with the page closed; the page sends whatever still waits here on its next visit or when
// the connection returns. The record's own id makes a second send harmless: the server stores it once.
import type { RecordKind } from '../../shared/record-schema.ts';
import { urls } from '../../shared/urls.ts';

export type { RecordKind };

interface Waiting {
  kind: RecordKind;
  record: { id: string } & Record<string, unknown>;
  savedAt: string;
}

export type Delivery =
  | { outcome: 'sent' }
  | { outcome: 'refused'; error: string; field?: string }
  /** Kept on the device: offline, no playtest server at this address (a static host), or a busy one. */
  | { outcome: 'kept'; why: 'offline' | 'no-server' | 'busy'; waiting: number };

const KEY = 'sow-outbox-v1';
const ENDPOINT: Record<RecordKind, string> = { report: urls.apiPlaytests, question: urls.apiQuestions };

function read(): Waiting[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function write(list: Waiting[]): void {
  localStorage.setItem(KEY, JSON.stringify(list));
  dispatchEvent(new CustomEvent('sow-outbox', { detail: list.length }));
}

/** How many records wait on this device. */
export function waitingCount(): number {
  return read().length;
}

/** Saves a record on the device, synchronously: the first thing a Send does, before any code loads or any request leaves. */
export function keep(kind: RecordKind, record: Waiting['record']): void {
  const entry: Waiting = { kind, record, savedAt: new Date().toISOString() };
  write([...read().filter((w) => w.record.id !== entry.record.id), entry]);
}

/** Takes a record back off the device (the form's own check refused it, so it stays in the form to be corrected). */
export function drop(id: string): void {
  write(read().filter((w) => w.record.id !== id));
}

/** What became of a record that had waited: a form still showing "not sent yet" for it says so (event `sow-delivered`). */
export interface Delivered {
  id: string;
  kind: RecordKind;
  delivery: Delivery;
}

function answered(entry: Waiting, delivery: Delivery): Delivery {
  drop(entry.record.id);
  dispatchEvent(new CustomEvent<Delivered>('sow-delivered', { detail: { id: entry.record.id, kind: entry.kind, delivery } }));
  return delivery;
}

async function post(entry: Waiting): Promise<Delivery> {
  let response: Response;
  try {
    response = await fetch(ENDPOINT[entry.kind], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entry.record) });
  } catch {
    return { outcome: 'kept', why: 'offline', waiting: waitingCount() };
  }
  const body = (await response.json().catch(() => null)) as { id?: string; error?: string; field?: string } | null;
  if ((response.status === 201 || response.status === 200) && body?.id === entry.record.id) return answered(entry, { outcome: 'sent' });
  if ((response.status === 400 || response.status === 413) && typeof body?.error === 'string')
    return answered(entry, { outcome: 'refused', error: body.error, ...(body.field ? { field: body.field } : {}) });
  // A playtest server answers in JSON; anything else (a static host's 404 or 405 page) means there is none.
  const why = body && (response.status === 429 || response.status >= 500) ? 'busy' : 'no-server';
  return { outcome: 'kept', why, waiting: waitingCount() };
}

/** Sends a record already kept on the device (keep); it stays there until the server has answered for it. */
export async function send(id: string): Promise<Delivery> {
  const entry = read().find((w) => w.record.id === id);
  if (!entry) return { outcome: 'sent' };
  return post(entry);
}

/** What a pass over the waiting records left: how many still wait, and whether a send found no network. */
export interface Pass {
  waiting: number;
  /** A send failed before any server answered: worth another try soon, where a server's answer is not. */
  unreached: boolean;
}

let sending: Promise<Pass> | null = null;
/** Asked again while a pass was under way: the connection may have come back after that pass's failed send. */
let askedAgain = false;

/** Sends every record still waiting (one send at a time). */
export function sendWaiting(): Promise<Pass> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = (async () => {
    let unreached: boolean;
    do {
      askedAgain = false;
      unreached = false;
      for (const entry of read()) {
        const d = await post(entry);
        if (d.outcome === 'kept' && d.why !== 'busy') {
          unreached = d.why === 'offline';
          break;
        }
      }
    } while (askedAgain);
    return { waiting: waitingCount(), unreached };
  })().finally(() => (sending = null));
  return sending;
}

/** The longest wait between two tries after the page opens or the connection returns (1 s, doubled each time). */
const LAST_RETRY_MS = 16_000;

/**
 * Sends what waits and, while the browser says it is online, tries again later if no request got through:
 * the 'online' event can come before the network carries a request (a phone finding its signal, and
 * Chromium's own), and a first try failing then would leave the record for the next visit. A server's
 * answer (busy, or none at this address: a static host) is not tried again until the next visit, as the
 * form says.
 */
function sendWhileOnline(delay = 1000): void {
  void sendWaiting().then(({ unreached }) => {
    if (unreached && navigator.onLine && delay <= LAST_RETRY_MS) setTimeout(() => sendWhileOnline(delay * 2), delay);
  });
}

/**
 * On a form page: send what waits now, and again whenever the connection returns. The send on arrival is
 * retried as one after the 'online' event is: navigator.onLine can say online while no request gets
 * through (a phone on a weak signal; Chromium 150's emulated offline, after a reload, in offline.spec),
 * and then no 'online' event ever comes, so the record would wait for the next visit.
 */
export function watchOutbox(): void {
  sendWhileOnline();
  addEventListener('online', () => sendWhileOnline());
}
