// POST /desk/sign-in/: the desk's sign-in form, handed to better-auth (its password check, rate limit and
// session cookie). A new session every time: a cookie set before signing in is never promoted (fixation).
import type { APIRoute } from 'astro';
import { requestAddress } from '../../server/client-address.ts';
import { authRequest, PASSWORD, sameOrigin } from '../../server/desk/auth.ts';
import { deskFormBody, refusal, SIGN_IN_LIMIT } from '../../server/desk/forms.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (!sameOrigin(request)) return refusal(403, 'the sign-in form must be sent from the desk itself');
  // Read by the one body reader before anything else: a body past the limit is refused at once.
  const form = await deskFormBody(request, SIGN_IN_LIMIT);
  if (form instanceof Response) return form;
  const email = String(form.get('email') ?? '').slice(0, 254);
  const password = String(form.get('password') ?? '').slice(0, PASSWORD.max + 1);
  // Whatever cookie came with the form is dropped: the session is always a fresh one.
  const stripped = new Request(request.url, {
    method: 'POST',
    headers: { origin: request.headers.get('origin') ?? '', 'user-agent': request.headers.get('user-agent') ?? '' },
  });
  const answer = await authRequest(stripped, requestAddress(request, clientAddress), '/sign-in/email', { email, password, rememberMe: true });
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (answer.ok) {
    for (const c of answer.headers.getSetCookie()) headers.append('set-cookie', c);
    headers.set('location', '/desk/');
    return new Response(null, { status: 303, headers });
  }
  const why = answer.status === 429 ? 'too-many' : 'failed';
  if (answer.headers.get('retry-after')) headers.set('retry-after', answer.headers.get('retry-after')!);
  headers.set('location', `/desk/?signin=${why}`);
  return new Response(null, { status: 303, headers });
};
