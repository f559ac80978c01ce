// Whose address the limits count: the TCP peer without a trusted proxy, the right hop behind TRUST_PROXY
// proxies, and never a hop the client could have written itself.
import { describe, expect, it } from 'vitest';
import { clientAddress, proxyTrustFromEnv } from '../../../src/server/client-address.ts';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });
const none = { hops: 0, header: 'x-forwarded-for' } as const;
const one = { hops: 1, header: 'x-forwarded-for' } as const;

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('127.0.0.9', xff('203.0.113.7'), none)).toBe('127.0.0.9');
    expect(clientAddress('::ffff:127.0.0.9', new Headers({ forwarded: 'for=203.0.113.7' }), none)).toBe('127.0.0.9');
  });

  it('is the hop the nearest proxy appended, behind one proxy; hops the client wrote to the left change nothing', () => {
    expect(clientAddress('127.0.0.1', xff('198.51.100.4'), one)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', xff('203.0.113.7, 198.51.100.4'), one)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', xff('1.1.1.1,2.2.2.2 , 198.51.100.4'), one)).toBe('198.51.100.4');
  });

  it('counts hops from the right behind two proxies', () => {
    expect(clientAddress('10.0.0.2', xff('203.0.113.7, 198.51.100.4, 10.0.0.1'), { hops: 2, header: 'x-forwarded-for' })).toBe('198.51.100.4');
  });

  it('with fewer hops than trusted, takes the farthest there is (the peer when there is no header)', () => {
    expect(clientAddress('127.0.0.1', new Headers(), one)).toBe('127.0.0.1');
    expect(clientAddress('10.0.0.2', xff('198.51.100.4'), { hops: 3, header: 'x-forwarded-for' })).toBe('198.51.100.4');
  });

  it('reads Forwarded when told to, ports, quotes and brackets taken off, and then ignores X-Forwarded-For', () => {
    const trust = { hops: 1, header: 'forwarded' } as const;
    const headers = new Headers({ forwarded: 'for=203.0.113.7;proto=https, For="[2001:DB8::1]:4711";by=10.0.0.1', 'x-forwarded-for': '9.9.9.9' });
    expect(clientAddress('127.0.0.1', headers, trust)).toBe('2001:db8::1');
    expect(clientAddress('127.0.0.1', xff('9.9.9.9'), trust)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', xff('198.51.100.4:5123'), one)).toBe('198.51.100.4');
  });
});

describe('TRUST_PROXY', () => {
  it('is 0 when unset, and a whole number of proxies up to 10', () => {
    expect(proxyTrustFromEnv({})).toEqual({ hops: 0, header: 'x-forwarded-for' });
    expect(proxyTrustFromEnv({ TRUST_PROXY: '2', TRUST_PROXY_HEADER: 'Forwarded' })).toEqual({ hops: 2, header: 'forwarded' });
  });

  it('refuses anything else in one line naming the value and the range', () => {
    for (const bad of ['-1', '11', '1.5', 'true', 'yes'])
      expect(() => proxyTrustFromEnv({ TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY is "${bad}": must be the number of proxies in front of the server, 0 to 10 (0: none)`,
      );
    expect(() => proxyTrustFromEnv({ TRUST_PROXY_HEADER: 'x-real-ip' })).toThrow(
      'TRUST_PROXY_HEADER is "x-real-ip": must be x-forwarded-for (the default) or forwarded',
    );
  });
});
