// The coach's switch, the one part of the coach in a page's first script (the rule pages sit at the
// script budget, hence so terse): off by default, remembered on this device, Coach.tsx loaded once on.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CoachProps } from './Coach.tsx';

/** `load` imports Coach.tsx: each island passes its own import, so this chunk carries no import of its own. */
export function CoachSwitch({ load, ...props }: CoachProps & { load: () => Promise<typeof import('./Coach.tsx')> }) {
  // false: off; null: on, its code on the way.
  const [Panel, setPanel] = useState<ComponentType<CoachProps> | null | false>(false);
  const turn = (on?: boolean) => {
    try {
      const kept = localStorage;
      on ??= !!kept.sowCoach; // no value: as remembered
      kept.sowCoach = on ? 1 : '';
    } catch {
      // Storage refused (a private window): the switch still works for this visit.
    }
    setPanel(on ? null : false);
    if (on) void load().then((c) => setPanel(() => c.Coach));
  };
  useEffect(turn, []);
  return (
    <div class="sow-coach">
      <label>
        <input type="checkbox" checked={Panel !== false} onChange={(e) => turn(e.currentTarget.checked)} /> Coach
      </label>
      {Panel && <Panel {...props} />}
    </div>
  );
}
