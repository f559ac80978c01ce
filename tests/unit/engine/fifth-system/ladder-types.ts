// The Ladder's own part of the model: one event of its own. Module augmentation adds it to the core's
// types, as every system's `<id>-types.ts` does (docs/engine.md, "Adding a turn system").
export interface LadderPair {
  type: 'ladder-pair';
  turn: number;
  instigator: string;
  retaliator: string;
}

declare module '../../../../src/engine/core/model.ts' {
  interface TurnSystemTypes {
    ladder: { state: never; event: LadderPair; decision: never; legal: never; pending: never };
  }
}
