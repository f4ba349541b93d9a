// Test helpers: a fresh venue app per test file on PGlite, and (when TEST_DATABASE_URL is
// set, as in CI) the same tests again on PostgreSQL, each run in its own new schema.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp, type AppOptions, type VenueApp } from '../app';
import type { ScryptCost } from '../auth/passwords';
import { csrfTokenFrom } from '../http/csrf';
import { readLatestOutboxCode } from '../mail/outbox';
import type { DemoUser } from '../seed/demo-constants';
import { migratedImage } from './pglite-image';

export type DatabaseVariant = 'pglite' | 'postgres';

/** 'pglite' always; 'postgres' too when TEST_DATABASE_URL is set. Use with describe.each. */
export function databaseVariants(): DatabaseVariant[] {
  return process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

/** A clock the test moves by hand. */
export interface ManualClock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(start = Date.UTC(2026, 10, 22, 9, 0, 0)): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => void (current += ms),
    set: (ms) => void (current = ms),
  };
}

/** A fresh, empty PostgreSQL schema; its URL pins search_path to it. */
export async function createPostgresSchema(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export interface TestVenue extends VenueApp {
  readonly outboxDir: string;
  readonly variant: DatabaseVariant;
  /** The database options used, so a test can open a second app on the same database. */
  readonly databaseOptions: Pick<AppOptions, 'databaseUrl' | 'dataDir'>;
  dispose(): Promise<void>;
}

export async function createTestVenue(
  variant: DatabaseVariant,
  extra: Partial<Omit<AppOptions, 'outboxDir' | 'databaseUrl'>> = {},
): Promise<TestVenue> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'venue-outbox-'));
  const schema =
    variant === 'postgres'
      ? await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '')
      : null;
  const databaseOptions = schema ? { databaseUrl: schema.url } : {};
  // In memory, the venue starts from the migrated image instead of running initdb again.
  const image =
    schema || extra.dataDir !== undefined || extra.databaseImage !== undefined
      ? {}
      : { databaseImage: await migratedImage() };
  // The market feed is stepped by hand in tests (deterministic) with a short history.
  const venue = await createApp({
    marketAutostart: false,
    marketHistoryMinutes: 24 * 60,
    csrfKey: TEST_CSRF_KEY,
    passwordCost: TEST_PASSWORD_COST,
    logger: false,
    ...image,
    ...extra,
    ...databaseOptions,
    outboxDir,
  });
  return {
    ...venue,
    outboxDir,
    variant,
    databaseOptions,
    async dispose() {
      await venue.close();
      await schema?.drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** Test venues hash passwords cheaply (production: PASSWORD_COST, R-SECH-18). */
export const TEST_PASSWORD_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

/** Test venues sign CSRF values with this key, so one fixed value is a server-issued one. */
export const TEST_CSRF_KEY = Buffer.alloc(32, 7);
/** A fixed CSRF pair: cookie and header carry the same (validly signed) value. */
export const TEST_CSRF = csrfTokenFrom(TEST_CSRF_KEY, 'test-csrf-token-0123456789abcdef');
/**
 * A valid CSRF pair; with a session's bearer token, the pair bound to that session (signed-in
 * mutating calls need it, R-SECH-16).
 */
export const csrfHeaders = (sessionToken?: string): Record<string, string> => {
  const value =
    sessionToken === undefined
      ? TEST_CSRF
      : csrfTokenFrom(TEST_CSRF_KEY, 'test-csrf-token-0123456789abcdef', sessionToken);
  return { cookie: `csrf_token=${value}`, 'x-csrf-token': value };
};

/** Password, then the emailed code; returns the bearer token. */
export async function signIn(
  venue: Pick<TestVenue, 'app' | 'outboxDir'>,
  user: Pick<DemoUser, 'email' | 'password'>,
): Promise<string> {
  const login = await venue.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: csrfHeaders(),
    payload: { email: user.email, password: user.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const code = await readLatestOutboxCode(venue.outboxDir, user.email);
  const verify = await venue.app.inject({
    method: 'POST',
    url: '/api/verify_2fa',
    headers: csrfHeaders(),
    payload: { email: user.email, otp_code: code },
  });
  if (verify.statusCode !== 200)
    throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  return (verify.json() as { token: string }).token;
}

/** The bearer token with the CSRF pair bound to its session. */
export const bearer = (token: string): Record<string, string> => ({
  ...csrfHeaders(token),
  authorization: `Bearer ${token}`,
});
