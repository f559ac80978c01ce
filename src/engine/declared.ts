// Entry: what each parameter and ruling allows, checks and says (their declarations): read by the
// pages, the Lab and the settings, and kept out of the values every widget loads at once.
export * from './core/params-declared.ts';
export * from './core/rulings-declared.ts';
export * from './core/input-limits.ts';
export { rulingProblem } from './setup/rulings.ts';
