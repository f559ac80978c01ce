// A widget's report that starts empty until the reader runs something (the Odds widget's): its box
// shows at once, its sentences (Log, with the engine's describeEvent) load with its first line, so the
// page carries none of them before a touch.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { LogFrame } from './LogFrame.tsx';
import type { LogProps } from './Log.tsx';

export function LazyLog(props: LogProps) {
  const [Loaded, setLoaded] = useState<ComponentType<LogProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const written = props.events.length > 0;
  useEffect(() => {
    if (written && !Loaded)
      import('./Log.tsx').then(
        (x) => setLoaded(() => x.Log),
        () => setFailed(true),
      );
  }, [written]);
  if (Loaded) return <Loaded {...props} />;
  const empty = failed ? 'The report could not be loaded. Reload the page to try again.' : written ? 'Loading the report…' : props.empty;
  return <LogFrame label={props.label} lines={0} empty={empty} />;
}
