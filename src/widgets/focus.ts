// Keeping the reader's place when a button disables itself once used (Next snap at the last snap, Resolve
// once no Melee is left, Back at the start): focus goes on to the first of `onward` in the widget that
// can take it, instead of falling back to the top of the page.
import { useEffect, useRef } from 'preact/hooks';

/** Spread `ref` and `onFocusIn` on the widget's section. */
export function useFocusOnward(onward: string): { ref: { current: HTMLElement | null }; onFocusIn: (e: FocusEvent) => void } {
  const ref = useRef<HTMLElement | null>(null);
  const focused = useRef<EventTarget | null>(null);
  useEffect(() => {
    const was = focused.current;
    if (!(was instanceof HTMLButtonElement) || !was.disabled || (document.activeElement !== document.body && document.activeElement !== was)) return;
    ref.current?.querySelector<HTMLElement>(onward)?.focus();
  });
  return { ref, onFocusIn: (e) => (focused.current = e.target) };
}
