// What became of a record: sent, refused (the server's words), or kept on the device, with how many
// records wait there; and, once a kept record is delivered later, that it has been. A live region, so a
// screen reader hears each change.
import { useEffect, useState } from 'preact/hooks';
import { waitingCount, watchOutbox, type Delivered, type Delivery, type RecordKind } from './outbox.ts';

const KEPT: Record<'offline' | 'no-server' | 'busy', string> = {
  offline: 'You are offline. It is saved on this device and will be sent when you are back online.',
  'no-server':
    'No playtest server answers at this address (the handbook is served without one). It is saved on this device and will be sent from a copy of the handbook that has one.',
  busy: 'The server is busy. It is saved on this device and will be sent on your next visit.',
};

export function deliveryText(d: Delivery, what: string, refusal: (d: Extract<Delivery, { outcome: 'refused' }>) => string = (r) => r.error): string {
  if (d.outcome === 'sent') return `Thank you: your ${what} has reached the designer.`;
  if (d.outcome === 'refused') return `The server refused the ${what}: ${refusal(d)}`;
  return `Your ${what} is not sent yet. ${KEPT[d.why]}`;
}

/** The words for a record that waited on this device and has now been answered for. */
export function laterText(d: Delivery, what: string, refusal: (d: Extract<Delivery, { outcome: 'refused' }>) => string = (r) => r.error): string {
  if (d.outcome === 'sent') return `Sent: your ${what}, saved on this device while it could not be sent, has now reached the designer. Thank you.`;
  if (d.outcome === 'refused') return `The server refused the ${what} saved on this device: ${refusal(d)}`;
  return deliveryText(d, what, refusal);
}

/**
 * The form's status line, and the record it last kept: when that record is delivered later (the
 * connection back, this page still open), the line says so instead of "not sent yet".
 */
export function useStatus(kind: RecordKind, what: string, refusal?: (d: Extract<Delivery, { outcome: 'refused' }>) => string) {
  const [status, setStatus] = useState('');
  const [keptId, setKeptId] = useState<string | null>(null);
  useEffect(() => {
    const delivered = (e: Event) => {
      const { id, kind: of, delivery } = (e as CustomEvent<Delivered>).detail;
      // A record kept on an earlier visit and refused now is said too: its refusal would otherwise go unseen.
      if (id !== keptId && !(of === kind && delivery.outcome === 'refused')) return;
      setStatus(laterText(delivery, what, refusal));
      if (id === keptId) setKeptId(null);
    };
    addEventListener('sow-delivered', delivered);
    return () => removeEventListener('sow-delivered', delivered);
  }, [keptId]);
  /** Says what became of record `id`; a kept one is watched. */
  const said = (id: string, d: Delivery) => {
    setStatus(deliveryText(d, what, refusal));
    setKeptId(d.outcome === 'kept' ? id : null);
  };
  return { status, setStatus, said };
}

/**
 * False until the form has hydrated. The page's copy of a form has no handlers: a choice made on it before
 * the script runs would show on the screen but not be in the form's state (a report sent for the version
 * it started on, with another one chosen), so the forms keep their fields disabled until then.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

/** Said beside a form's disabled fields while its script is still on the way. */
export function Loading({ live }: { live: boolean }) {
  return live ? null : <p class="sow-form__hint">The form is loading: its fields open as soon as it has.</p>;
}

/** The count of records waiting on this device, kept current; sends them on mount and when back online. */
export function useWaiting(): number {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    setWaiting(waitingCount());
    const update = (e: Event) => setWaiting((e as CustomEvent<number>).detail);
    addEventListener('sow-outbox', update);
    watchOutbox();
    return () => removeEventListener('sow-outbox', update);
  }, []);
  return waiting;
}

export function SendingStatus({ text, waiting }: { text: string; waiting: number }) {
  return (
    <div class="sow-sending" role="status">
      {text && <p>{text}</p>}
      {waiting > 0 && <p>{waiting === 1 ? '1 record waits on this device to be sent.' : `${waiting} records wait on this device to be sent.`}</p>}
    </div>
  );
}
