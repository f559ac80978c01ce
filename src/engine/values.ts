// Entry: the engine's values every page's widgets read (parameters, rulings, rulesets, the model's
// types and names, geometry, the seeded stream and its seed check). The bundler's `engine-values` chunk
// is this module and what it imports (astro.config.mjs).
export * from './core/geometry.ts';
export * from './core/params.ts';
export * from './core/rulings.ts';
export * from './core/rulesets.ts';
export * from './core/types.ts';
export * from './core/random.ts';
export * from './core/victory.ts';
