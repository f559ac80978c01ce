// The box a widget's report is written in (Log), apart from the report's sentences: a widget whose
// report starts empty until the reader runs something (Odds) shows this box and loads the sentences
// only then (views/LazyLog.tsx).
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface LogFrameProps {
  label: string;
  /** How many lines the report has: none shows `empty`; a new one is scrolled into view. */
  lines: number;
  empty?: string;
  children?: ComponentChildren;
}

export function LogFrame({ label, lines, empty = 'Nothing has happened yet.', children }: LogFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  // Keep the newest line in view; a jump, never a smooth scroll, so reduced motion needs no special case.
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <div class="sow-log" role="log" aria-live="polite" aria-label={label} tabIndex={0} ref={box}>
      {lines === 0 ? <p class="sow-log__empty">{empty}</p> : children}
    </div>
  );
}
