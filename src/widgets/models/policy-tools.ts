// The engine's policies (and the Match solver behind `optimal`), loaded when a policy is first asked
// to decide (Play, Step, Next Match, Finish the game, or a policy answering the reader), not with the page.
export { decider } from '../../engine/browser.ts';
