// Desk accounts: better-auth on the server's own database (its tables from migration 100-desk), its
// password hashing, its sessions and its rate limits. Nobody signs up: the first designer is made on the
// command line (`npm run desk -- add-designer EMAIL`), helpers by a designer at the desk. Our own forms
// post to our own routes, which hand better-auth a JSON request; every desk route asks `guard` first.
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { z } from 'astro/zod';
import type { Kysely } from 'kysely';
import { getDb } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

import { DESK_ROLES, type DeskRole } from './roles.ts';
import { deskOrigin } from './desk-url.ts';

export { DESK_ROLES, type DeskRole };

/** What each role may do: a helper reads and triages; only a designer deletes, rules, publishes, invites. */
export const MAY = {
  read: ['designer', 'helper'],
  triage: ['designer', 'helper'],
  designer: ['designer'],
} as const satisfies Record<string, readonly DeskRole[]>;
export type Permission = keyof typeof MAY;

export interface DeskUser {
  id: string;
  email: string;
  name: string;
  role: DeskRole;
}

export const AUTH_BASE = '/api/desk/auth';
export const PASSWORD = { min: 12, max: 128 };

/**
 * The key better-auth signs cookies with. Reading `desk-secret`: BETTER_AUTH_SECRET when set, else one
 * made on first use and kept in the database, so a fresh clone needs no configuration and a restart
 * keeps everyone signed in.
 */
async function secret(db: Kysely<Database>): Promise<string> {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  const made = randomBytes(32).toString('base64url');
  await db
    .insertInto('desk_settings')
    .values({ key: 'auth-secret', value: made })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await db.selectFrom('desk_settings').select('value').where('key', '=', 'auth-secret').executeTakeFirstOrThrow()).value;
}

/** DESK_SIGN_IN_RATE: sign-in tries a minute per address (default 5); the desk's own tests sign in more often. */
export function signInRateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DESK_SIGN_IN_RATE;
  if (raw === undefined || raw === '') return 5;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new Error(`DESK_SIGN_IN_RATE is ${JSON.stringify(raw)}: must be a whole number of sign-in tries a minute, 1 to 10000`);
  return n;
}

function configure(db: Kysely<Database>, key: string) {
  return betterAuth({
    database: { db: db as unknown as Kysely<Record<string, never>>, type: 'postgres' },
    basePath: AUTH_BASE,
    baseURL: process.env.SOW_DESK_URL,
    secret: key,
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: PASSWORD.min, maxPasswordLength: PASSWORD.max },
    user: { additionalFields: { role: { type: 'string', required: true, input: false, defaultValue: 'helper' } } },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Kept in the database, so every process of a deployment counts the same tries.
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 60, customRules: { '/sign-in/email': { window: 60, max: signInRateFromEnv() } } },
    advanced: {
      // Secure cookies whenever the desk is served over HTTPS; plain http only on this machine (dev, tests).
      useSecureCookies: process.env.SOW_DESK_URL?.startsWith('https:') ?? false,
      // Strict: no other site's page can make the browser send the session (our forms' CSRF defence, with the origin check).
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
      ipAddress: { ipAddressHeaders: ['x-sow-client-address'] },
    },
    telemetry: { enabled: false },
    // Its own note that no base URL is set is expected: the desk takes its origin from each request.
    logger: { level: 'error' },
  });
}

type Auth = ReturnType<typeof configure>;
let shared: Promise<Auth> | undefined;

export function deskAuth(db?: Kysely<Database>): Promise<Auth> {
  if (db) return secret(db).then((key) => configure(db, key));
  shared ??= getDb().then((d) => secret(d).then((key) => configure(d, key)));
  return shared;
}

export class AccountError extends Error {}

/** A new account with a password, hashed by better-auth. Refused if the email is taken or the password too short or long. */
export async function createAccount(db: Kysely<Database>, account: { email: string; name: string; password: string; role: DeskRole }): Promise<DeskUser> {
  const email = account.email.trim().toLowerCase();
  if (email.length > 254 || !z.email().safeParse(email).success)
    throw new AccountError(`"${account.email.slice(0, 254)}" is not an email address: must be name@domain, letters, digits and . _ % + - only`);
  if (account.password.length < PASSWORD.min || account.password.length > PASSWORD.max)
    throw new AccountError(`the password must be ${PASSWORD.min} to ${PASSWORD.max} characters`);
  const name = account.name.trim().slice(0, 80) || email;
  const ctx = await (await deskAuth(db)).$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new AccountError(`${email} already has an account`);
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: true, role: account.role }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(account.password) });
  return { id: user.id, email, name, role: account.role };
}

/** The signed-in desk user of a request, or null. */
export async function deskUser(request: Request): Promise<DeskUser | null> {
  const auth = await deskAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user as { id: string; email: string; name: string; role?: string };
  const role = DESK_ROLES.find((r) => r === u.role);
  return role ? { id: u.id, email: u.email, name: u.name, role } : null;
}

/**
 * Our own forms' CSRF check, on top of the SameSite=strict cookie: a state-changing request must come from
 * the desk's origin, SOW_DESK_URL's when set (behind a proxy, reading `desk-origin-declared`), else the
 * request's own.
 */
export function sameOrigin(request: Request, own: string | undefined = deskOrigin()): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && origin === (own ?? new URL(request.url).origin);
}

export type Guarded = { user: DeskUser } | { refused: 401 | 403; reason: string };

/** Who may: 401 with no session, 403 for a role that may not (or a cross-site form post). */
export async function guard(request: Request, need: Permission): Promise<Guarded> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request))
    return { refused: 403, reason: 'a desk form must be sent from the desk itself' };
  const user = await deskUser(request);
  if (!user) return { refused: 401, reason: 'sign in to the desk first' };
  if (!(MAY[need] as readonly string[]).includes(user.role)) return { refused: 403, reason: `a ${user.role} may not do this: it is the designer's` };
  return { user };
}

/** Passes a sign-in or sign-out to better-auth's own handler (its rate limit, origin check and cookies). */
export async function authRequest(request: Request, clientAddress: string, path: '/sign-in/email' | '/sign-out', body: unknown): Promise<Response> {
  const auth = await deskAuth();
  const url = new URL(AUTH_BASE + path, request.url);
  const headers = new Headers({ 'content-type': 'application/json', 'x-sow-client-address': clientAddress });
  for (const name of ['origin', 'cookie', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
}
