// The shapes the engine deals in, one module each by concern; this index re-exports them all so a
// caller names one module. Nothing here imports this index: the modules import each other directly.
export * from './model.ts';
export * from './decisions.ts';
export * from './events.ts';
export * from './match-state.ts';
export * from './scratch.ts';
export * from './scenario-shape.ts';
export * from './system-description.ts';
export * from './state.ts';
