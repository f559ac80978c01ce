// What every API route shares: JSON answers, the body read with a hard size limit, and the rule that a
// failure is a one-line JSON error, never a stack trace. The rate is rate-limit.ts.

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A refusal: `error` says what is wrong (field, value, what is allowed); `field` names it when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, field?: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.field = field;
    this.headers = headers;
  }
  response(): Response {
    return json(this.status, this.field === undefined ? { error: this.message } : { error: this.message, field: this.field }, this.headers);
  }
}

/** The content types a page of another site can have a browser send without asking first (CORS's "simple" requests). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * A state-changing request another site's page may have made a browser send: not from this origin, and
 * with a form's content type or none. Astro's own origin check refuses the same requests before any
 * route it serves; the record routes served beside Astro (records/serve.ts) ask here, so both servers
 * refuse alike.
 */
export function crossSiteForm(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  if (request.headers.get('origin') === new URL(request.url).origin) return false;
  const type = request.headers.get('content-type');
  return type === null || FORM_TYPES.some((t) => type.toLowerCase().includes(t));
}

/** A body past its route's limit: 413, answered as soon as the count passes it. */
export class TooLarge extends ApiError {
  constructor(limit: number, what: string) {
    super(413, `the body is larger than ${Math.round(limit / 1024).toLocaleString('en')} KB, the most ${what} may be`);
  }
}

/**
 * Every route's one body reader: the bytes, refused past `limit` by the declared Content-Length before
 * anything is read, and by counting while reading, so a chunked body (no length) or one that lies about
 * its length stops at the limit and the rest is never read.
 */
export async function readBody(request: Request, limit: number, what = 'a record'): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) {
    await request.body?.cancel().catch(() => {});
    throw new TooLarge(limit, what);
  }
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLarge(limit, what);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** A form (urlencoded or multipart) read by readBody; a body that is no form is a 400. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBody(request, limit, 'a form');
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new ApiError(400, "the body is not a form: send it from the page's own form");
  }
}

/** The body as JSON, read by readBody. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const bytes = await readBody(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'the body is not UTF-8 text: send the record as JSON');
  }
  if (text.trim() === '') throw new ApiError(400, 'the body is empty: send the record as JSON');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, `the body is not JSON (${(error as Error).message.split('\n')[0]}): send the record as JSON`);
  }
}

/**
 * A failure as the log may keep it: its kind, its SQLSTATE or system code and its first line, with every
 * text of the record blanked (reading `logs-without-content`: a database's message can quote a value, and
 * a record's fields are a person's words). Never the error object itself: drivers hang the query's
 * parameters on it.
 */
export function loggable(error: unknown, record?: unknown): string {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  let line = typeof e?.message === 'string' ? (e.message.split('\n')[0] ?? '').slice(0, 200) : '';
  const texts: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string' && v.length >= 3) texts.push(v);
    else if (v !== null && typeof v === 'object' && depth < 8) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(record, 0);
  for (const t of texts.sort((a, b) => b.length - a.length)) line = line.split(t).join('…');
  const name = typeof e?.name === 'string' ? e.name : typeof error;
  return `${name}${typeof e?.code === 'string' ? ` ${e.code}` : ''}${line ? `: ${line}` : ''}`;
}

/** The database failed, not the sender: 503, one line, try again (the device keeps the record meanwhile). */
export const databaseDown = () =>
  new ApiError(503, 'the database could not store the record (nothing was stored): try again later', undefined, { 'retry-after': '30' });

/** Runs a route; whatever it throws becomes a one-line JSON answer (a short, content-free line goes to the log). */
export async function answer(route: () => Promise<Response>): Promise<Response> {
  try {
    return await route();
  } catch (error) {
    if (error instanceof ApiError) return error.response();
    console.error(`playtest API: ${loggable(error)}`);
    return json(500, { error: 'the server could not store the record (nothing was stored): try again later' });
  }
}
