// GET /healthz: 200 while the database answers, 503 with one line when it does not (src/server/health.ts).
import type { APIRoute } from 'astro';
import { health } from '../server/health.ts';

export const prerender = false;

export const GET: APIRoute = () => health();
