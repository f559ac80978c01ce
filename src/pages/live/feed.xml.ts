// /feed.xml on the server (src/server/paths.ts sends the address here): the Atom feed (src/catalog/feed.ts)
// with the newest publication's rulings, so a published ruling is in it at once; validated by ETag.
import type { APIRoute } from 'astro';
import { atomFeed } from '../../catalog/feed.ts';
import { liveSite } from '../../server/published/live-site.ts';
import { validated } from '../../server/published/live.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, request }) => {
  const live = liveSite();
  const published = await live.published();
  return validated(
    request,
    published,
    () => new Response(atomFeed(live.catalog, site!, published.rulings), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } }),
  );
};
