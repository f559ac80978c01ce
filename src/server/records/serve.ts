// The two record routes as `npm start` serves them: straight from Node's request to receive() and back,
// beside Astro's pipeline, whose routing, context and conversions were about a third of the server's
// main thread under a crowd (reading `records-beside-astro`, docs/server.md). The build emits this file
// as an entry of the server bundle (dist/server/records.mjs), so it shares the bundle's one copy of the
// database and of every other module. `astro dev` serves the same routes through src/pages/api/, which
// call the same receive().
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestAddress } from '../client-address.ts';
import { answer, ApiError } from '../http.ts';
import { withApiSlash } from '../paths.ts';
import type { RecordKind } from '../../shared/record-schema.ts';
import { urls } from '../../shared/urls.ts';
import { prepareRecords, receive } from './receive.ts';

export { prepareRecords };

// As the server has them by now: the slash added (serverUrl).
const ROUTES: Record<string, RecordKind> = { [withApiSlash(urls.apiPlaytests)]: 'report', [withApiSlash(urls.apiQuestions)]: 'question' };

/** The record a request sends: a POST to a record route (its address as the server has it, the slash added), or undefined. */
export function recordKind(method: string | undefined, url: string): RecordKind | undefined {
  if (method !== 'POST') return undefined;
  const q = url.indexOf('?');
  return ROUTES[q < 0 ? url : url.slice(0, q)];
}

/**
 * Node's request as the Request an Astro route is given: the address from the Host header (the origin
 * the cross-site check compares), the headers as Node merged them, the body read as it comes. Made here
 * rather than by astro/app/node's createRequestFromNodeRequest and writeResponse (an abort controller
 * wired to the socket, a host check for allowedDomains, the answer streamed through a reader), which
 * measured about 15% fewer reports a second under the bench's crowd (server-bench.md, 2026-11-30).
 */
function asRequest(req: IncomingMessage): Request {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    throw new ApiError(
      400,
      `the Host header ${JSON.stringify(String(req.headers.host).slice(0, 100))} is not a host name: send the record to the handbook's own address`,
    );
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.append(name, value);
  // Node's request as the body itself (undici reads an async iterable): a refused body's cancel then
  // ends the iteration, where Readable.toWeb went on pushing into a closed stream and threw.
  return new Request(url, { method: 'POST', headers, body: req as unknown as ReadableStream, duplex: 'half' } as RequestInit);
}

/** Answers one record's POST as its route in src/pages/api/ would: the same checks, the same answer. */
export async function serveRecord(kind: RecordKind, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A sender gone mid-body fails the body's read (answered, to nobody, by answer()); the event itself
  // must have a listener or it would end the process.
  req.once('error', () => {});
  const response = await answer(() => {
    const request = asRequest(req);
    return receive(kind, request, requestAddress(request, req.socket.remoteAddress ?? ''));
  });
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(await response.text());
}
