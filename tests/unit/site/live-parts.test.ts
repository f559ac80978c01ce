// The addresses whose content a Publish changes, as the server routes them (src/server/paths.ts) and as
// the service worker fetches them network first (src/site/offline.ts): the same set, and nothing else.
import { describe, expect, it } from 'vitest';
import { withLive } from '../../../src/server/paths.ts';
import { livePattern } from '../../../src/site/offline.ts';

const LIVE = ['/feed.xml', '/api/v0.2/rules.json', '/api/rules/move-action.json', '/playtests/', '/playtests/?x=1', '/api/v0.1f/rules.json#r'];
const NOT = ['/playtests/ask/', '/playtests/report/', '/api/playtests', '/api/questions/', '/feed.xml.bak', '/v0.2/rules/26/', '/api/rules/a.jsonx'];

describe('the live parts', () => {
  it('the server sends exactly these addresses to the live routes', () => {
    for (const path of LIVE) expect(withLive(path), path).toBe(`/live${path}`);
    for (const path of NOT) expect(withLive(path), path).toBe(path);
  });
  it('the service worker fetches the same addresses, and the server islands, network first', () => {
    // sw.js holds the pattern's source: it must work without anything from the build.
    const inSw = new RegExp(livePattern().source);
    for (const path of [...LIVE, '/_server-islands/LiveDesignerRulings?e=x&p=y']) expect(inSw.test(`https://h.org${path}`), path).toBe(true);
    for (const path of NOT) expect(inSw.test(`https://h.org${path}`), path).toBe(false);
  });
});
