// /feed.xml: an Atom feed with one entry per version (src/site/feed.ts).
import type { APIRoute } from 'astro';
import { siteCatalog, siteDesignerRulings } from '../site/catalog.ts';
import { atomFeed } from '../site/feed.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(atomFeed(siteCatalog(), site!, siteDesignerRulings()), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
