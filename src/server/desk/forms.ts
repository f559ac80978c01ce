// What the desk's form routes share: the guard's refusal as a page or JSON, the form read with a size
// limit, and the way back to the page the form was on with a fixed message (never HTML).
import { CONTENT_DIR } from '../../catalog/content-dir.ts';
import { isDatabaseFault } from '../db/database.ts';
import { ApiError, loggable, readForm } from '../http.ts';
import { WriteError } from '../../catalog/write-whole.ts';
import { guard, MAY, type DeskUser, type Permission } from './auth.ts';
import { DeskInputError } from './store.ts';

/** A desk form is small: its largest field is a ruling's 4,000 characters. */
export const FORM_LIMIT = 32 * 1024;
/** The sign-in form: an email (254) and a password (128), form-encoded. */
export const SIGN_IN_LIMIT = 4 * 1024;

/** One line of plain text: the desk's answers to what it cannot use. */
export function plain(status: number, line: string, headers: Record<string, string> = {}): Response {
  return new Response(`${line}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

/** A desk form's body by the one body reader (413 past `limit`, 400 for no form); a refusal is a plain-text Response. */
export async function deskFormBody(request: Request, limit: number): Promise<FormData | Response> {
  try {
    return await readForm(request, limit);
  } catch (error) {
    if (error instanceof ApiError) return plain(error.status, error.message);
    throw error;
  }
}

/** Where the desk publishes: the content folder the site builds from (SOW_CONTENT_DIR, else content/). */
export const PUBLISH_DIR = CONTENT_DIR;

export function refusal(status: 401 | 403, reason: string): Response {
  return plain(status, reason);
}

/** Runs a desk form route for a user who may; refusals are 401/403, bad input 400, all as plain text. */
export async function deskForm(request: Request, need: Permission, handle: (form: FormData, user: DeskUser) => Promise<Response>): Promise<Response> {
  const g = await guard(request, need);
  if ('refused' in g) return refusal(g.refused, g.reason);
  const form = await deskFormBody(request, FORM_LIMIT);
  if (form instanceof Response) return form;
  try {
    return await handle(form, g.user);
  } catch (error) {
    if (error instanceof DeskInputError) return back(request, form, { error: error.message });
    return deskFault(error);
  }
}

/** What went wrong on our side as one line: 503 when the database or the disk failed (try again), else 500. */
export function deskFault(error: unknown): Response {
  console.error(`desk: ${loggable(error)}`);
  if (error instanceof WriteError) return plain(503, error.message);
  if (isDatabaseFault(error)) return plain(503, 'the database could not be reached: nothing was changed; try again in a minute', { 'retry-after': '30' });
  return plain(500, "the desk could not do this (nothing was changed): try again, and tell the site's keeper if it goes on");
}

/**
 * Where a desk form goes back to: its `back` field resolved as the browser would resolve it, kept only
 * when it is still a /desk/ page of this site (`/desk/..//evil.example/x` resolves to `//evil.example/x`
 * and is not), else /desk/. Reading `back-stays-at-desk`.
 */
export function backPath(given: string): URL {
  const home = 'http://desk.invalid';
  let url: URL;
  try {
    url = new URL(given, `${home}/desk/`);
  } catch {
    return new URL('/desk/', home);
  }
  return url.origin === home && url.pathname.startsWith('/desk/') && url.username === '' ? url : new URL('/desk/', home);
}

/** 303 to the page the form came from (its `back` field, a /desk/ path only), with a message to show. */
export function back(_request: Request, form: FormData, message: { done?: string; error?: string }): Response {
  const url = backPath(String(form.get('back') ?? '/desk/'));
  url.searchParams.delete('done');
  url.searchParams.delete('error');
  if (message.done) url.searchParams.set('done', message.done);
  if (message.error) url.searchParams.set('error', message.error.slice(0, 300));
  return new Response(null, { status: 303, headers: { location: url.pathname + url.search, 'cache-control': 'no-store' } });
}

export const text = (form: FormData, name: string, max = 4000): string => String(form.get(name) ?? '').slice(0, max);

/** A desk page's guard: the status (401/403) set on the response, never cached, and who is signed in. */
export async function deskPage(request: Request, response: { status?: number; headers: Headers }, need: Permission = 'read') {
  const g = await guard(request, need);
  const refused = 'refused' in g ? { status: g.refused, reason: g.reason } : undefined;
  if (refused) response.status = refused.status;
  response.headers.set('cache-control', 'no-store');
  const user = 'user' in g ? g.user : null;
  return { user, refused, designer: user !== null && (MAY.designer as readonly string[]).includes(user.role) };
}
