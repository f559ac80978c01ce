// /feed.xml on the server (src/server/paths.ts sends the address here): the Atom feed (src/site/feed.ts)
// with the newest publication's rulings, so a published ruling is in it at once; validated by ETag.
import type { APIRoute } from 'astro';
import { siteCatalog } from '../../site/catalog.ts';
import { atomFeed } from '../../site/feed.ts';
import { livePublished } from '../../site/live-published.ts';
import { validated } from '../../server/published/live.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, request }) => {
  const published = await livePublished();
  return validated(
    request,
    published,
    () => new Response(atomFeed(siteCatalog(), site!, published.rulings), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } }),
  );
};
