// What the desk's form routes share: the guard's refusal as a page or JSON, the form read with a size
// limit, and the way back to the page the form was on with a fixed message (never HTML).
import { CONTENT_DIR } from '../../catalog/content-dir.ts';
import { guard, MAY, type DeskUser, type Permission } from './auth.ts';
import { DeskInputError } from './store.ts';

/** A desk form is small: its largest field is a ruling's 4,000 characters. */
export const FORM_LIMIT = 32 * 1024;

/** Where the desk publishes: the content folder the site builds from (SOW_CONTENT_DIR, else content/). */
export const PUBLISH_DIR = CONTENT_DIR;

export function refusal(status: 401 | 403, reason: string): Response {
  return new Response(`${reason}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Runs a desk form route for a user who may; refusals are 401/403, bad input 400, all as plain text. */
export async function deskForm(request: Request, need: Permission, handle: (form: FormData, user: DeskUser) => Promise<Response>): Promise<Response> {
  const g = await guard(request, need);
  if ('refused' in g) return refusal(g.refused, g.reason);
  if (Number(request.headers.get('content-length') ?? 0) > FORM_LIMIT) return new Response('the form is too large\n', { status: 413 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('send the desk form as a form\n', { status: 400 });
  }
  try {
    return await handle(form, g.user);
  } catch (error) {
    if (error instanceof DeskInputError) return back(request, form, { error: error.message });
    throw error;
  }
}

/** 303 to the page the form came from (its `back` field, a /desk/ path only), with a message to show. */
export function back(request: Request, form: FormData, message: { done?: string; error?: string }): Response {
  const given = String(form.get('back') ?? '/desk/');
  const path = given.startsWith('/desk/') && !given.startsWith('//') ? given : '/desk/';
  const url = new URL(path, request.url);
  url.searchParams.delete('done');
  url.searchParams.delete('error');
  if (message.done) url.searchParams.set('done', message.done);
  if (message.error) url.searchParams.set('error', message.error.slice(0, 300));
  return new Response(null, { status: 303, headers: { location: url.pathname + url.search, 'cache-control': 'no-store' } });
}

export const text = (form: FormData, name: string, max = 4000): string => String(form.get(name) ?? '').slice(0, max);

/** A desk page's guard: the status (401/403) set on the response, never cached, and who is signed in. */
export async function deskPage(request: Request, response: { status: number; headers: Headers }, need: Permission = 'read') {
  const g = await guard(request, need);
  const refused = 'refused' in g ? { status: g.refused, reason: g.reason } : undefined;
  if (refused) response.status = refused.status;
  response.headers.set('cache-control', 'no-store');
  const user = 'user' in g ? g.user : null;
  return { user, refused, designer: user !== null && (MAY.designer as readonly string[]).includes(user.role) };
}
