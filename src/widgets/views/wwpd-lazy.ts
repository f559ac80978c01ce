// What the WWPD groups widget loads when a Melee is first resolved (or a link has resolved some): the
// engine's Melee and the view of its result, in one module, so that the bundler keeps the engine's
// sentences (report.ts) in the chunk every Log already loads instead of splitting them into one more.
export { playMelees } from '../models/wwpd-melee.ts';
export { Resolution } from './WwpdResolution.tsx';
