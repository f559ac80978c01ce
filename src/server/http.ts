// What every API route shares: JSON answers, the body read with a hard size limit, the per-address
// rate, and the rule that a failure is a one-line JSON error, never a stack trace.

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

/**
 * Sends a minute per address, counted in fixed one-minute windows: a flood from one address is
 * refused with 429 and Retry-After (the seconds to the window's end) while other addresses go on.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly perMinute: number;
  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }

  /** Counts one send; throws the 429 when the address is past its rate. A rate of 0 counts nothing. */
  take(address: string, now = Date.now()): void {
    if (this.perMinute <= 0) return;
    let w = this.windows.get(address);
    if (!w || now - w.start >= 60_000) {
      if (this.windows.size > 10_000) this.forgetOld(now);
      w = { start: now, count: 0 };
      this.windows.set(address, w);
    }
    w.count++;
    if (w.count > this.perMinute) {
      const wait = Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000));
      throw new ApiError(429, `more than ${this.perMinute} sends a minute from this address: try again in ${wait} s`, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  private forgetOld(now: number): void {
    for (const [address, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(address);
  }
}

/** PLAYTEST_RATE: sends a minute per address (default 30; 0 turns the limit off). */
export function rateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PLAYTEST_RATE;
  if (raw === undefined || raw === '') return 30;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`PLAYTEST_RATE is ${JSON.stringify(raw)}: must be a whole number of sends a minute, 0 for no limit`);
  return n;
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
