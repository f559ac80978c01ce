// What the server hands Astro's adapter for an address: the API's slashless addresses as the spec writes
// them, and a mangled query escaped so the page is still found (its script refuses the link in words).
import { describe, expect, it } from 'vitest';
import { serverUrl } from '../../../src/server/paths.ts';

describe('serverUrl', () => {
  it('gives the API its trailing slash, and leaves pages and the JSON files alone', () => {
    expect(serverUrl('/api/playtests')).toBe('/api/playtests/');
    expect(serverUrl('/api/questions?x=1')).toBe('/api/questions/?x=1');
    expect(serverUrl('/v0.1f/rules/17/')).toBe('/v0.1f/rules/17/');
    expect(serverUrl('/api/v0.1f/rules.json')).toBe('/api/v0.1f/rules.json');
    expect(serverUrl('/healthz')).toBe('/healthz/');
  });
  it('escapes a stray "%" in a query, and only there, so the adapter does not answer 400', () => {
    expect(serverUrl('/v0.1f/rules/17/?w.match-contact=%%%')).toBe('/v0.1f/rules/17/?w.match-contact=%25%25%25');
    expect(serverUrl('/search/?q=%zz&x=%41')).toBe('/search/?q=%25zz&x=%41');
    expect(serverUrl('/search/?q=defence%20test')).toBe('/search/?q=defence%20test');
    expect(serverUrl('/v0.1f/rules/%%%/')).toBe('/v0.1f/rules/%%%/');
  });
});
