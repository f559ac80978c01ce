// What the server hands Astro's adapter for an address: the API's slashless addresses as the spec writes
// them, what the desk publishes from the live routes, and a mangled query escaped so the page is still found (its script refuses the link in words).
import { describe, expect, it } from 'vitest';
import { onDemandOnly, serverUrl } from '../../../src/server/paths.ts';

describe('serverUrl', () => {
  it('gives the API its trailing slash, and leaves pages and the JSON files alone', () => {
    expect(serverUrl('/api/playtests')).toBe('/api/playtests/');
    expect(serverUrl('/api/questions?x=1')).toBe('/api/questions/?x=1');
    expect(serverUrl('/v0.1f/rules/17/')).toBe('/v0.1f/rules/17/');
    expect(serverUrl('/healthz')).toBe('/healthz/');
  });
  it('sends what the desk publishes to the live routes, and nothing else', () => {
    expect(serverUrl('/api/v0.1f/rules.json')).toBe('/live/api/v0.1f/rules.json');
    expect(serverUrl('/api/rules/move-action.json?x=1')).toBe('/live/api/rules/move-action.json?x=1');
    expect(serverUrl('/feed.xml')).toBe('/live/feed.xml');
    expect(serverUrl('/playtests/')).toBe('/live/playtests/');
    expect(serverUrl('/playtests/ask/')).toBe('/playtests/ask/');
    expect(serverUrl('/api/v0.1f/rules.jsonx')).toBe('/api/v0.1f/rules.jsonx');
    expect(serverUrl('/live/feed.xml')).toBe('/live/feed.xml');
  });
  it('escapes a stray "%" in a query, and only there, so the adapter does not answer 400', () => {
    expect(serverUrl('/v0.1f/rules/17/?w.match-contact=%%%')).toBe('/v0.1f/rules/17/?w.match-contact=%25%25%25');
    expect(serverUrl('/search/?q=%zz&x=%41')).toBe('/search/?q=%25zz&x=%41');
    expect(serverUrl('/search/?q=defence%20test')).toBe('/search/?q=defence%20test');
    expect(serverUrl('/v0.1f/rules/%%%/')).toBe('/v0.1f/rules/%%%/');
  });
});

describe('onDemandOnly', () => {
  it('is true exactly for the addresses only an on-demand route answers', () => {
    for (const url of [
      '/api/playtests',
      '/api/questions?x=1',
      '/api/desk/records',
      '/healthz',
      '/feed.xml',
      '/api/v0.2/rules.json',
      '/api/rules/move-action.json?x=1',
      '/playtests/',
      '/_server-islands/LiveWidget?e=default&p=x',
    ])
      expect(onDemandOnly(url), url).toBe(true);
    // Pages, assets, the desk (whose addresses get the files' slash redirect), and addresses serverUrl leaves alone.
    for (const url of [
      '/',
      '/v0.2/rules/17/',
      '/_astro/a.js',
      '/desk/',
      '/desk/publish',
      '/api/',
      '/api/playtests/',
      '/playtests/ask/',
      '/live/feed.xml',
      '/live/x',
    ])
      expect(onDemandOnly(url), url).toBe(false);
  });
});
