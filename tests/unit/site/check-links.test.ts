import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, formatReport, linksIn } from '../../../scripts/check-links.ts';

const page = (body: string) =>
  `<!doctype html><html><head><link rel="canonical" href="https://example.org/"><link rel="stylesheet" href="/_astro/a.css"></head><body>${body}</body></html>`;

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sow-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  made.push(dir);
  return dir;
}
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('checkLinks', () => {
  it('passes a site whose links all resolve, including fragments and absolute links to the published site', () => {
    const dir = site({
      'index.html': page(
        '<a href="/a/">a</a> <a href="a/#x">x</a> <a href="https://example.org/a/">abs</a> <a href="https://elsewhere.org/nope/">ext</a> <a href="mailto:x@y">m</a>',
      ),
      'a/index.html': page('<h2 id="x">X</h2><a href="../">up</a><img src="/i.svg" alt="">'),
      '_astro/a.css': '',
      'i.svg': '<svg/>',
    });
    const report = checkLinks(dir);
    expect(report.problems).toEqual([]);
    expect(report.pages).toBe(2);
    expect(formatReport(report)).toMatch(/^All \d+ internal links on 2 pages resolve\.$/);
  });

  it("leaves a server island's address to the server: it is answered on request, never a file; any other missing one still fails", () => {
    const dir = site({
      'index.html': page('<script src="/_server-islands/LiveDesignerRulings/?e=x&amp;p=y"></script><a href="/_server-isles/x/">typo</a>'),
      '_astro/a.css': '',
    });
    expect(checkLinks(dir).problems.map((p) => p.link)).toEqual(['/_server-isles/x/']);
  });

  it('fails on a missing page, a missing file, a missing fragment, a page without its slash and a broken absolute link', () => {
    const dir = site({
      'index.html': page(
        '<a href="/gone/">g</a> <img src="/missing.png" alt=""> <a href="/a/#nope">f</a> <a href="/a">s</a> <a href="https://example.org/b/">b</a>',
      ),
      'a/index.html': page(''),
      '_astro/a.css': '',
    });
    const { problems } = checkLinks(dir);
    expect(problems).toEqual([
      { page: '/', link: '/gone/', reason: 'no page (no gone/index.html)' },
      { page: '/', link: '/missing.png', reason: 'no file /missing.png' },
      { page: '/', link: '/a/#nope', reason: 'no element with id "nope" on /a/' },
      { page: '/', link: '/a', reason: 'a page address needs its trailing slash' },
      { page: '/', link: 'https://example.org/b/', reason: 'no page (no b/index.html)' },
    ]);
    expect(formatReport(checkLinks(dir))).toContain('5 broken link(s)');
  });

  it('checks meta refresh targets and ignores code inside scripts', () => {
    expect(linksIn('<meta http-equiv="refresh" content="0; url=/v0.2/rules/1/"><script>x.innerHTML = \'<a href="/not-a-link/">\'</script>')).toEqual([
      '/v0.2/rules/1/',
    ]);
  });

  it('says when there is no build', () => {
    expect(() => checkLinks(join(tmpdir(), 'sow-no-such-dist'))).toThrow(/no built site here \(run npm run build first\)/);
  });
});
