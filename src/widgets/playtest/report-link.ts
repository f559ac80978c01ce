// "Report this game": the Game widget's game as an address of the report form, prefilled with its
// version, result, Turns, combatants left, readings, numbers and its share link. Loaded on click only.
import { pending, formatTable, type GameState } from '../../engine/browser.ts';
import { urls } from '../../shared/urls.ts';

export function reportLink(state: GameState, ruleset: string, shareLink: string): string {
  const q = new URLSearchParams({ version: ruleset });
  if (state.system.id !== 'fragment1') q.set('system', state.system.id);
  const p = pending(state);
  const winner = p.kind === 'over' ? p.winner : 'unfinished';
  q.set('result', state.system.rolesChange && winner !== 'draw' && winner !== 'unfinished' ? (winner === 'instigator' ? 'player-i' : 'player-r') : winner);
  q.set('turns', String(state.turn));
  const count = (side: string, standing: boolean) => state.combatants.filter((c) => c.side === side && (!standing || !c.removed)).length;
  q.set('perSide', String(Math.max(count('instigator', false), count('retaliator', false))));
  q.set('left-instigator', String(count('instigator', true)));
  q.set('left-retaliator', String(count('retaliator', true)));
  for (const [id, value] of Object.entries(state.readings)) q.set(`ruling.${id}`, String(value));
  for (const [id, value] of Object.entries(state.params)) q.set(`param.${id}`, id === 'table' ? formatTable(state.params.table) : String(value));
  // As a path: a stored link may only lead into the handbook, whatever address this copy is served at.
  const link = new URL(shareLink, 'http://localhost');
  q.set('game', shareLink.startsWith('/') ? shareLink : link.pathname + link.search + link.hash);
  return urls.playtestReport(q);
}
