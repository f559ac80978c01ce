// What the first visit saves and what waits: pages go to the pack of their version or section, each
// with the script its islands import (lazily too) and its search fragment.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { offlinePacks } from '../../../src/site/offline-packs.ts';
import { firstVisitPacks } from '../../../src/shared/offline-packs.ts';

const dir = mkdtempSync(join(tmpdir(), 'sow-packs-'));
const put = (path: string, text: string | Buffer) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const page = (body: string) => `<html><head><link rel="stylesheet" href="/_astro/Base.css"></head><body>${body}</body></html>`;
put('index.html', page(''));
put('offline/index.html', page(''));
put('v1/rules/1/index.html', page('<astro-island component-url="/_astro/Match.js" renderer-url="/_astro/client.js"></astro-island>'));
put('v1/practice/index.html', page(''));
put('v1/practice/next-1/index.html', page(''));
put('v2/rules/1/index.html', page(''));
put('rules/1/index.html', page(''));
put('explainers/start/index.html', page(''));
put('play/index.html', page('<script type="module" src="/_astro/Play.js"></script>'));
put('404.html', page(''));
put('_astro/Base.css', 'body{}');
put('_astro/Match.js', 'import{h}from"./preact.js";const v=()=>import("./MatchView.js");');
put('_astro/MatchView.js', 'export default 1');
put('_astro/preact.js', 'export const h=1');
put('_astro/client.js', 'export default 1');
put('_astro/Play.js', 'export default 1');
put('pagefind/pagefind.js', 'x');
put('pagefind/wasm.unknown.pagefind', 'x');
put('pagefind/pagefind-ui.js', 'x');
put('pagefind/fragment/a.pf_fragment', gzipSync('pagefind_dcd{"url":"/v1/rules/1/","content":"…"}'));
put('pagefind/fragment/b.pf_fragment', gzipSync('pagefind_dcd{"url":"/v2/rules/1/","content":"…"}'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('offlinePacks', () => {
  const { files, packs } = offlinePacks(dir, ['v1', 'v2'], 'v1');
  const of = (id: string) => (packs[id]?.files ?? []).map((i) => files[i]![0]).sort();

  it("saves a version with its islands' script, lazy chunks included, and its search fragments", () => {
    expect(of('v1')).toEqual(
      [
        '/_astro/Base.css',
        '/_astro/Match.js',
        '/_astro/MatchView.js',
        '/_astro/client.js',
        '/_astro/preact.js',
        '/explainers/start/',
        '/pagefind/fragment/a.pf_fragment',
        '/v1/practice/',
        '/v1/rules/1/',
      ].sort(),
    );
    expect(of('v2')).toEqual(['/_astro/Base.css', '/pagefind/fragment/b.pf_fragment', '/v2/rules/1/'].sort());
  });

  it('keeps practice sets, Play and the short addresses out of the version being read', () => {
    expect(of('practice-v1')).toContain('/v1/practice/next-1/');
    expect(of('play')).toEqual(['/_astro/Base.css', '/_astro/Play.js', '/play/'].sort());
    expect(of('more')).toContain('/rules/1/');
    expect(of('site')).toEqual(expect.arrayContaining(['/', '/offline/', '/pagefind/pagefind.js']));
  });

  it('never saves the 404 page or search files the site does not use', () => {
    const all = files.map(([path]) => path);
    expect(all).not.toContain('/404.html');
    expect(all).not.toContain('/pagefind/pagefind-ui.js');
    expect(of('site')).not.toContain('/pagefind/wasm.unknown.pagefind');
  });

  it('a first visit saves the site and the version being read; a practice page its questions too', () => {
    expect(firstVisitPacks('v1', false)).toEqual(['site', 'v1']);
    expect(firstVisitPacks('v1', true)).toEqual(['site', 'v1', 'practice-v1']);
  });
});
