// POST /desk/sign-out/: ends the session in the database and clears its cookie.
import type { APIRoute } from 'astro';
import { requestAddress } from '../../server/client-address.ts';
import { authRequest, sameOrigin } from '../../server/desk/auth.ts';
import { refusal } from '../../server/desk/forms.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (!sameOrigin(request)) return refusal(403, 'the sign-out form must be sent from the desk itself');
  const answer = await authRequest(request, requestAddress(request, clientAddress), '/sign-out', {});
  const headers = new Headers({ location: '/desk/', 'cache-control': 'no-store' });
  for (const c of answer.headers.getSetCookie()) headers.append('set-cookie', c);
  return new Response(null, { status: 303, headers });
};
