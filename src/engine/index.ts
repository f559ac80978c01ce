// Entry: the engine's whole public face, for Node (the CLI, the catalog, the site's build, scripts and
// tests): every other entry. Browser code imports the smaller entries instead, so a page loads only what
// its widgets play. docs/engine.md maps every rule to its function.
export * from './exchange.ts';
export * from './values.ts';
export * from './systems.ts';
export * from './declared.ts';
export * from './play.ts';
export * from './setup.ts';
export * from './odds.ts';
export * from './open-field.ts';
export * from './sweep.ts';
export * from './policies.ts';
export * from './sim.ts';
export * from './text.ts';
export * from './steps.ts';
export * from './table.ts';
export * from './warspike.ts';
export * from './wwpd.ts';
export * from './war.ts';
