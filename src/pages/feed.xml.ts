// /feed.xml as built (src/catalog/feed.ts): the snapshot's rulings, for a static host. `npm start` answers
// this address from src/pages/live/ instead, with the newest publication's.
import type { APIRoute } from 'astro';
import { siteCatalog, siteDesignerRulings } from '../site/catalog.ts';
import { atomFeed } from '../catalog/feed.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(atomFeed(siteCatalog(), site!, siteDesignerRulings()), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
