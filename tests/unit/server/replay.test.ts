// A share link is replayed by the engine as the Game widget replays it; a link that does not replay is
// refused, naming the decision where it fails.
import { describe, expect, it } from 'vitest';
import { replayLink } from '../../../src/server/replay.ts';
import { gameLink, known, tamper } from './fixtures.ts';

const v02 = known.find((v) => v.id === 'v0.2')!;

describe('replayLink', () => {
  it('replays a whole game to its end', () => {
    const r = replayLink(gameLink(), v02);
    expect(r).toMatchObject({ ok: true, over: true });
    expect(r.ok && r.decisions).toBeGreaterThan(10);
  });

  it('replays a game left unfinished', () => {
    expect(replayLink(gameLink('v0.2', 5), v02)).toEqual({ ok: true, decisions: 5, over: false });
  });

  it('names the decision that is not allowed', () => {
    const bad = tamper(gameLink('v0.2', 6), (t) => [...t.slice(0, 3), 'pI9.R9', ...t.slice(4)]);
    const r = replayLink(bad, v02);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(/^decision 4\b/);
  });

  it('refuses decisions past the end of the game', () => {
    const r = replayLink(
      tamper(gameLink(), (t) => [...t, 'w']),
      v02,
    );
    expect(!r.ok && r.problem).toMatch(/decision \d+: the game is over/);
  });

  it('refuses a game played under another version', () => {
    const r = replayLink(gameLink('v0.1f', 3), v02);
    expect(!r.ok && r.problem).toContain('plays the rules of v0.1f, not those of v0.2');
  });

  it.each([
    ['https://example.org/play/', "carries no widget's game"],
    ['https://example.org/play/?w.a=x&w.b=y', 'more than one widget'],
    ['https://example.org/play/?w.a=%%%', 'base64url'],
  ])('refuses %s', (link, words) => {
    const r = replayLink(link, v02);
    expect(!r.ok && r.problem).toContain(words);
  });
});
