// WarSpike on the handbook's pages: the steps' stable ids are the engine's (its events cite them,
// src/engine/systems/warspike/warspike-steps.ts); the credit every quote carries is the site's.
import type { WarSpikeStepId } from '../engine/index.ts';

/** The steps the WarSpike Turn widget plays, and the preset that opens the Turn at each (src/widgets/models/presets.ts). */
export const WARSPIKE_WIDGET_AT: Readonly<Partial<Record<WarSpikeStepId, string>>> = {
  'ws-activation': 'activation',
  'ws-reaction': 'reaction',
  'ws-resolution': 'resolution',
  'ws-changeover': 'changeover',
  'ws-advantage': 'advantage',
};

/** The designer's document, as every quote's credit names it. */
export const WARSPIKE_SOURCE = {
  system: 'WarSpike',
  document: 'Tactical Core: Turn Sequence',
  author: 'Philip Sibbering',
  copyright: '© Philip Sibbering 2007–2013',
  trademark: 'WarSpike™ is a trademark of Philip Sibbering.',
  /** The designer's site, where he said WarSpike is being brought in. */
  site: 'https://philipsibbering.com',
} as const;
