// The desk's public address. Behind a reverse proxy that ends TLS, a request reaches the server as
// plain http on the proxy's side, so the address a browser sees (and sends as its Origin) is not the
// request's own: SOW_DESK_URL names it, for better-auth's cookies and our forms' origin check alike.

/** SOW_DESK_URL's origin (`https://playtest.example.org`), or undefined when unset: then each request's own. */
export function deskOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const raw = env.SOW_DESK_URL?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`SOW_DESK_URL is ${JSON.stringify(raw.slice(0, 200))}: must be the desk's public address, such as https://playtest.example.org`);
  return url.origin;
}
