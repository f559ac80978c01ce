// Whose request is this? The address the rate limit and the desk's sign-in throttle count. Without a
// proxy it is the TCP peer, and no header can change it. Behind TRUST_PROXY proxies, each proxy appends
// the address it was connected from to the forwarding header, so the client is the hop that many places
// from the right (the peer being the nearest proxy); whatever the client wrote further left is ignored.
import { isIP } from 'node:net';

export const TRUST_PROXY_MAX = 10;
export type ForwardingHeader = 'x-forwarded-for' | 'forwarded';

export interface ProxyTrust {
  /** Proxies in front of the server (0: none, the peer is the client). */
  hops: number;
  /** The header those proxies append to: only one is read, since a proxy passes the other on as the client wrote it. */
  header: ForwardingHeader;
}

/** TRUST_PROXY (0 to 10, default 0) and TRUST_PROXY_HEADER (x-forwarded-for, the default, or forwarded). */
export function proxyTrustFromEnv(env: NodeJS.ProcessEnv = process.env): ProxyTrust {
  const raw = env.TRUST_PROXY;
  let hops = 0;
  if (raw !== undefined && raw !== '') {
    hops = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || hops > TRUST_PROXY_MAX)
      throw new Error(`TRUST_PROXY is ${JSON.stringify(raw)}: must be the number of proxies in front of the server, 0 to ${TRUST_PROXY_MAX} (0: none)`);
  }
  const named = (env.TRUST_PROXY_HEADER ?? '').trim().toLowerCase();
  if (named !== '' && named !== 'x-forwarded-for' && named !== 'forwarded')
    throw new Error(`TRUST_PROXY_HEADER is ${JSON.stringify(env.TRUST_PROXY_HEADER)}: must be x-forwarded-for (the default) or forwarded`);
  return { hops, header: named === 'forwarded' ? 'forwarded' : 'x-forwarded-for' };
}

/** One hop as a proxy writes it, reduced to the bare address: quotes, brackets, a port and IPv4-in-IPv6 taken off. */
export function bareAddress(hop: string): string {
  let a = hop.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^[^:]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  a = a.toLowerCase();
  if (a.startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7);
  // A proxy may write "unknown" or an obfuscated name (RFC 7239); it is still that proxy's word, kept short.
  return a.slice(0, 64);
}

/** The hops a header lists, left (farthest) to right (nearest). */
function hops(headers: Headers, header: ForwardingHeader): string[] {
  const value = headers.get(header);
  if (!value) return [];
  if (header === 'x-forwarded-for') return value.split(',').map(bareAddress).filter(Boolean);
  // Forwarded: for=192.0.2.60;proto=https, for="[2001:db8::1]:4711"; each element's for= is its hop.
  return value.split(',').flatMap((element) => {
    const pair = element
      .split(';')
      .map((p) => p.trim())
      .find((p) => p.toLowerCase().startsWith('for='));
    return pair ? [bareAddress(pair.slice(4))] : [];
  });
}

/**
 * The client's address: the TCP peer when no proxy is trusted; else the hop `trust.hops` from the right
 * of [...forwarded hops, peer]. Fewer hops than trusted (a request that came round the proxies, or a proxy
 * that writes no header) falls back to the farthest one there is, never to a value left of the trusted ones.
 */
export function clientAddress(peer: string, headers: Headers, trust: ProxyTrust): string {
  const chain = [...(trust.hops > 0 ? hops(headers, trust.header) : []), bareAddress(peer)];
  return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
}

let trust: ProxyTrust | undefined;

/** The client's address of a request to an Astro route (its `clientAddress` is the TCP peer: no allowedDomains is set). */
export function requestAddress(request: Request, peer: string): string {
  trust ??= proxyTrustFromEnv();
  return clientAddress(peer, request.headers, trust);
}
