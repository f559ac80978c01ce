// WarSpike's Turn Sequence (source 002, the designer's earlier system) as stable step ids, the way
// Fragment 1's rules have stable rule ids: every WarSpike event cites the steps that produced it in
// `steps`, and the handbook gives each step its own address. Data only: no rule is played here.

export interface WarSpikeStep {
  id: string;
  /** The spec's item (turn-systems.md). */
  spec: string;
  /** The designer's step number in the Turn Sequence; null where his text has none (the coin, victory). */
  step: number | null;
  /** The designer's heading for it, as the Turn Sequence words it. */
  title: string;
  /** Whether the engine plays it (Blocks are not: WS9). */
  played: boolean;
}

export const WARSPIKE_STEPS = [
  { id: 'ws-roles', spec: 'WS1', step: null, title: 'Flip a coin: Instigator and Retaliator', played: true },
  { id: 'ws-activation', spec: 'WS2', step: 1, title: 'Instigator', played: true },
  { id: 'ws-reaction', spec: 'WS3', step: 2, title: 'Retaliator', played: true },
  { id: 'ws-resolution', spec: 'WS4', step: 3, title: 'Resolution', played: true },
  { id: 'ws-next-activation', spec: 'WS5', step: 4, title: 'Next Activation', played: true },
  { id: 'ws-changeover', spec: 'WS6', step: 5, title: 'Changeover - seizing the advantage', played: true },
  { id: 'ws-advantage', spec: 'WS7', step: 5, title: 'Advantage', played: true },
  { id: 'ws-victory', spec: 'WS8', step: null, title: 'Victory', played: true },
  { id: 'ws-blocks', spec: 'WS9', step: null, title: "Turn Sequence with 'Blocks'", played: false },
] as const satisfies readonly WarSpikeStep[];

export type WarSpikeStepId = (typeof WARSPIKE_STEPS)[number]['id'];
