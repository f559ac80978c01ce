// Behind a proxy that ends TLS the desk is reached as plain http on the proxy's side: its forms' origin
// check must hold the browser's Origin to SOW_DESK_URL (reading desk-origin-declared), not to the request.
import { describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../src/server/desk/auth.ts';
import { deskOrigin } from '../../../src/server/desk/desk-url.ts';

const post = (url: string, origin?: string) => new Request(url, { method: 'POST', headers: origin ? { origin } : {} });

describe('the desk origin behind a proxy', () => {
  it('takes SOW_DESK_URL as the desk origin, so a form sent from the public address passes behind the proxy', () => {
    const own = deskOrigin({ SOW_DESK_URL: 'https://playtest.example.org/' });
    expect(own).toBe('https://playtest.example.org');
    expect(sameOrigin(post('http://127.0.0.1:4321/desk/records/', 'https://playtest.example.org'), own)).toBe(true);
  });

  it('still refuses another site, a missing Origin, and the inner address once the public one is declared', () => {
    const own = deskOrigin({ SOW_DESK_URL: 'https://playtest.example.org' });
    expect(sameOrigin(post('http://127.0.0.1:4321/desk/records/', 'https://evil.example'), own)).toBe(false);
    expect(sameOrigin(post('http://127.0.0.1:4321/desk/records/'), own)).toBe(false);
    expect(sameOrigin(post('http://127.0.0.1:4321/desk/records/', 'http://127.0.0.1:4321'), own)).toBe(false);
  });

  it("without SOW_DESK_URL holds the Origin to the request's own address, as before", () => {
    expect(deskOrigin({})).toBeUndefined();
    expect(sameOrigin(post('http://127.0.0.1:4321/desk/records/', 'http://127.0.0.1:4321'), undefined)).toBe(true);
    expect(sameOrigin(post('http://127.0.0.1:4321/desk/records/', 'https://playtest.example.org'), undefined)).toBe(false);
  });

  it('refuses a SOW_DESK_URL that is not an http(s) address, in one line naming it', () => {
    expect(() => deskOrigin({ SOW_DESK_URL: 'playtest.example.org' })).toThrow(/^SOW_DESK_URL is "playtest\.example\.org": must be the desk's public address/);
    expect(() => deskOrigin({ SOW_DESK_URL: 'ftp://x.org' })).toThrow(/SOW_DESK_URL is "ftp:\/\/x\.org"/);
  });
});
