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

/**
 * The body as JSON, refused with 413 past `limit` bytes: by its Content-Length before anything is read,
 * and by counting while reading, so a body that lies about its length (or sends none) stops at the limit.
 */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const tooLarge = () => new ApiError(413, `the body is larger than ${limit / 1024} KB, the most a record may be`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) throw new ApiError(400, 'the body is empty: send the record as JSON');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
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

/** Runs a route; whatever it throws becomes a one-line JSON answer (the stack goes to the server's log only). */
export async function answer(route: () => Promise<Response>): Promise<Response> {
  try {
    return await route();
  } catch (error) {
    if (error instanceof ApiError) return error.response();
    console.error('playtest API:', error);
    return json(500, { error: 'the server could not store the record (nothing was stored): try again later' });
  }
}
