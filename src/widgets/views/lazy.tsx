// Code the reader may never need (settings panels, the link codec) loads on demand, so a page with
// a widget stays light until the reader reaches for more.
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** A <details> whose body is imported the first time it is opened. */
export function LazyDetails<P extends object>({ summary, load, props }: { summary: string; load: () => Promise<ComponentType<P>>; props: P }) {
  const [Body, setBody] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);
  const open = () => {
    if (!box.current?.open || Body) return;
    load().then(
      (c) => setBody(() => c),
      () => setFailed(true),
    );
  };
  // An island that hydrates on the first touch finds the box already opened by that touch: load then.
  useEffect(open, []);
  return (
    <details class="sow-settings" onToggle={open} ref={box}>
      <summary>{summary}</summary>
      <div class="sow-settings__body">
        {Body ? <Body {...props} /> : <p>{failed ? 'These settings could not be loaded. Reload the page to try again.' : 'Loading…'}</p>}
      </div>
    </details>
  );
}
