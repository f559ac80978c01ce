// The outbox sends what waits when the connection returns, even if it comes back while a send that
// started offline is still failing (the form's mount sends at once; the browser's 'online' event may
// arrive before that send has given up).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** The store's answer to a record it took. */
const stored = (id: string) => Promise.resolve(new Response(JSON.stringify({ id }), { status: 201 }));

/** The outbox on a page whose browser says it is online, its timers fake (made real again after each test). */
async function onlinePage() {
  vi.useFakeTimers();
  vi.stubGlobal('navigator', { onLine: true });
  return import('../../../src/widgets/playtest/outbox.ts');
}

describe('the outbox (send later)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', fakeStorage());
    vi.stubGlobal('dispatchEvent', () => true);
    vi.stubGlobal('addEventListener', () => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends again when asked while a failing send was under way, so a record never waits for a next visit', async () => {
    const { keep, sendWaiting, waitingCount } = await import('../../../src/widgets/playtest/outbox.ts');
    keep('question', { id: 'q-1', text: 'Can a Move stop short?' });
    let failOffline!: (e: Error) => void;
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      // The first send started offline and fails later; the one after the connection returned is stored.
      if (calls.length === 1) return new Promise((_, fail) => (failOffline = fail));
      return stored('q-1');
    });
    const onMount = sendWaiting();
    const online = sendWaiting();
    failOffline(new TypeError('Failed to fetch'));
    expect((await onMount).waiting).toBe(0);
    expect((await online).waiting).toBe(0);
    expect(waitingCount()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('stops after one pass when nobody asked again: offline, the record stays and no request loops', async () => {
    const { keep, sendWaiting, waitingCount } = await import('../../../src/widgets/playtest/outbox.ts');
    keep('report', { id: 'r-1' });
    let calls = 0;
    vi.stubGlobal('fetch', () => (calls++, Promise.reject(new TypeError('Failed to fetch'))));
    expect(await sendWaiting()).toEqual({ waiting: 1, unreached: true });
    expect(waitingCount()).toBe(1);
    expect(calls).toBe(1);
  });

  it('when the connection returns, tries again a second later if the first try still found no network', async () => {
    const online: Array<() => void> = [];
    vi.stubGlobal('addEventListener', (type: string, f: () => void) => type === 'online' && online.push(f));
    const { keep, watchOutbox, waitingCount } = await onlinePage();
    keep('question', { id: 'q-2' });
    let calls = 0;
    vi.stubGlobal('fetch', () => (++calls <= 2 ? Promise.reject(new TypeError('Failed to fetch')) : stored('q-2')));
    watchOutbox(); // the page's mount, offline: fails
    await vi.advanceTimersByTimeAsync(0);
    online[0]!(); // the 'online' event, before the network carries a request: fails too
    await vi.advanceTimersByTimeAsync(0);
    expect(waitingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    expect(waitingCount()).toBe(0);
  });

  it('arriving while the browser says online but nothing gets through, the page tries again without waiting for an online event', async () => {
    const { keep, watchOutbox, waitingCount } = await onlinePage();
    keep('question', { id: 'q-3' });
    let network = false;
    let calls = 0;
    vi.stubGlobal('fetch', () => (calls++, network ? stored('q-3') : Promise.reject(new TypeError('Failed to fetch'))));
    watchOutbox(); // the page's mount: no network, though navigator.onLine says online
    await vi.advanceTimersByTimeAsync(0);
    expect(waitingCount()).toBe(1);
    network = true; // and no 'online' event: addEventListener is a stub that keeps nothing
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(waitingCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
  });

  it('a server that answers, busy or not a playtest server, is not asked again until the next visit', async () => {
    const { keep, watchOutbox, waitingCount } = await onlinePage();
    keep('report', { id: 'r-2' });
    keep('question', { id: 'q-4' });
    let calls = 0;
    // A busy server (429 in JSON) for the first; the second meets a static host (its 404 page, not JSON).
    vi.stubGlobal('fetch', () =>
      Promise.resolve(++calls === 1 ? new Response('{"error":"busy"}', { status: 429 }) : new Response('<h1>Not found</h1>', { status: 404 })),
    );
    watchOutbox();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
    expect(waitingCount()).toBe(2);
  });
});
