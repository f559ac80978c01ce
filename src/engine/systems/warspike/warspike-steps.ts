// WarSpike, the designer's earlier system (Tactical Core: Turn Sequence, © Philip Sibbering 2007–2013):
// the one list of its steps' stable ids. The handbook's pages live at /warspike/<id>/ and the engine's
// `system: warspike` events cite the same ids, so an event and the page that explains its step share a
// name. Ids are permanent (pages are linked from outside): never rename or remove one; add new ones.
// The engine's own (its events cite them); the handbook reads them through the engine's entry (src/site/warspike.ts).
// The quoted text and our explanations are content: content/warspike/<id>.mdx (see docs/site.md).

export interface WarSpikeStep {
  /** Stable, lower-case: the page's address and what engine events cite. */
  id: string;
  /** Where the step sits in the designer's Turn Sequence, as the page's eyebrow says it. */
  step: string;
  /** The designer's own heading for the passage quoted (his spelling). */
  heading: string;
  /** The engine's reading of it in spec/turn-systems.md (WS1–WS9). */
  spec: string;
}

/** The Turn Sequence in playing order, then Blocks: the order of the pages' previous/next links. */
export const WARSPIKE_STEPS = [
  { id: 'ws-roles', step: 'Before step 1', heading: 'Turn Sequence', spec: 'WS1' },
  { id: 'ws-activation', step: 'Step 1', heading: '1: Instigator', spec: 'WS2' },
  { id: 'ws-reaction', step: 'Step 2', heading: '2: Retaliator', spec: 'WS3' },
  { id: 'ws-resolution', step: 'Step 3', heading: '3: Resolution', spec: 'WS4' },
  { id: 'ws-next-activation', step: 'Step 4', heading: '4: Next Activation', spec: 'WS5' },
  { id: 'ws-changeover', step: 'Step 5', heading: '5: Changeover - seizing the advantage', spec: 'WS6' },
  { id: 'ws-advantage', step: 'Step 5', heading: '5: Changeover - seizing the advantage', spec: 'WS7' },
  { id: 'ws-victory', step: 'End of the game', heading: 'Turn Sequence', spec: 'WS8' },
  { id: 'ws-blocks', step: 'Expansion', heading: "Turn Sequence with 'Blocks'", spec: 'WS9' },
] as const satisfies readonly WarSpikeStep[];

export type WarSpikeStepId = (typeof WARSPIKE_STEPS)[number]['id'];

export const WARSPIKE_STEP_IDS: readonly WarSpikeStepId[] = WARSPIKE_STEPS.map((s) => s.id);

export function isWarSpikeStepId(id: string): id is WarSpikeStepId {
  return (WARSPIKE_STEP_IDS as readonly string[]).includes(id);
}

export function warSpikeStep(id: WarSpikeStepId): WarSpikeStep {
  return WARSPIKE_STEPS.find((s) => s.id === id)!;
}
