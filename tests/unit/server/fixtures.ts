// Records and game links for the server's tests: a valid report and question to vary, and a real game
// played by the engine and shared as the Game widget shares it.
import { decide, deploy, advanceSession, startSession, type RulesetId } from '../../../src/engine/index.ts';
import { encodeState, fromBase64Url, toBase64Url } from '../../../src/shared/link-codec.ts';
import { isOver } from '../../../src/widgets/models/session.ts';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { knownFrom } from '../../../src/server/records/known.ts';

export const known = knownFrom(loadCatalog());

export function report(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    version: 'v0.2',
    playedOn: '2026-11-20',
    result: 'instigator',
    turns: 7,
    left: { instigator: 2, retaliator: 0 },
    questions: [{ rule: 'move-action', text: 'Up to 2" or exactly?' }],
    ...over,
  };
}

export function question(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: crypto.randomUUID(), version: 'v0.2', rule: 'move-action', text: 'Can a Move stop short?', ...over };
}

/** A whole game (aggressive against counter) as a share link of the Game widget, and its decisions' tokens. */
export function gameLink(ruleset: RulesetId = 'v0.2', moves = Infinity): string {
  const scenario = { ...deploy(11), ruleset };
  let s = startSession(scenario);
  for (let i = 0; i < moves && !isOver(s); i++) s = advanceSession(s, decide(i % 2 ? 'counter' : 'aggressive', s.state));
  // A path of the handbook: a stored link may lead nowhere else (reading links-stay-home).
  return `/play/?w.game-table=${encodeState({ scenario, decisions: [...s.decisions] })}#widget-game-table`;
}

/** The link with its decisions changed by `edit`: a game that no longer replays as the widget played it. */
export function tamper(link: string, edit: (tokens: string[]) => string[]): string {
  const url = new URL(link, 'http://localhost');
  const payload = JSON.parse(fromBase64Url(url.searchParams.get('w.game-table')!));
  payload.x = edit(payload.x.split(',')).join(',');
  url.searchParams.set('w.game-table', toBase64Url(JSON.stringify(payload)));
  return url.pathname + url.search + url.hash;
}
