// Build time: the server bundle's entries beside the adapter's. `npm start` imports
// dist/server/records.mjs (src/server/records/serve.ts) to serve the record routes outside Astro's
// pipeline. As an entry of the same bundle it shares that bundle's modules (one database, one group
// commit), where importing src/ from the start script would load second copies of them.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Entry name (the file under dist/server/, without .mjs) → source. */
const SERVER_ENTRIES: Record<string, string> = {
  records: fileURLToPath(new URL('../server/records/serve.ts', import.meta.url)),
};

export function serverEntries(): Plugin {
  return {
    name: 'sow-server-entries',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    // Astro gives the server build its input as an object by the time this runs (as it does for its
    // own middleware entry); each entry is written as [name].mjs.
    options(options) {
      const input = options.input;
      if (input === undefined || typeof input === 'string' || Array.isArray(input))
        throw new Error(`sow-server-entries: the server build's input is ${JSON.stringify(input)}, expected Astro's object of entries`);
      return { ...options, input: { ...input, ...SERVER_ENTRIES } };
    },
  };
}
