// What became of a record: sent, refused (the server's words), or kept on the device, with how many
// records wait there. A live region, so a screen reader hears each change.
import { useEffect, useState } from 'preact/hooks';
import { waitingCount, watchOutbox, type Delivery } from './outbox.ts';

const KEPT: Record<'offline' | 'no-server' | 'busy', string> = {
  offline: 'You are offline. It is saved on this device and will be sent when you are back online.',
  'no-server':
    'No playtest server answers at this address (the handbook is served without one). It is saved on this device and will be sent from a copy of the handbook that has one.',
  busy: 'The server is busy. It is saved on this device and will be sent on your next visit.',
};

export function deliveryText(d: Delivery, what: string): string {
  if (d.outcome === 'sent') return `Thank you: your ${what} has reached the designer.`;
  if (d.outcome === 'refused') return `The server refused the ${what}: ${d.error}`;
  return `Your ${what} is not sent yet. ${KEPT[d.why]}`;
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
