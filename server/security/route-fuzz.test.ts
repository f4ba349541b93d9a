// The route fuzzer outside testers would write (R-SECH-26): every route the app registered
// (the policy's onRoute list, never a hand list) gets a deterministic set of hostile inputs
// as the demo trader, the demo admin and, on public routes, an anonymous caller — path
// parameters, query strings, JSON bodies field by field (built from the route's own schema),
// wrong content types and random protobuf bytes. Every answer must be below 500, and every
// 4xx must carry the structured errors list (server/http/errors.ts). What it found and what
// was fixed: docs/security.md "Route fuzzer".
//
// Budget: CASES_PER_ROUTE cases per route and caller (more only when a route has more targets,
// so each gets one), picked round-robin over the route's targets (each parameter, query key,
// body field, the generic bodies, the content types, each protobuf field) so every target gets
// its most telling case before any gets many. Measured on the 2-core machine: 223 routes,
// 8,245 requests, 29-37 s for the fuzzing at load average 1.5-4.5; the whole file (venue start,
// sign-ins, the focused cases) 39-43 s wall. With the fixes reverted it reports 94 failing
// cases on 39 routes.
//
// Skips: HEAD routes (Fastify's copies of the GETs, the same handlers). Nothing else: the
// routes that end the caller's session (/api/logout, logout_all, sessions/revoke_others,
// admin sessions/revoke_all) are fuzzed too, and the caller signs in again when a 401 shows
// that its session ended; the SPA fallback is not installed in test venues (no staticDir).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { desk } from '../../proto/gen/messages.js';
import { declaredRoutes } from '../policy/hook';
import { DEMO_ADMIN, DEMO_ENTITY_US, DEMO_TRADER, type DemoUser } from '../seed/demo-constants';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';
import { createPrng } from '../market/prng';

const CASES_PER_ROUTE = 20;

/** Fuzz calls come from their own address, so the sign-in throttles never see them. */
const FUZZ_IP = '198.51.100.77';

// ---- JSON values with raw number texts (1e309, -0) that JSON.stringify cannot write ----

class Raw {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

// ---- Plausible values from a schema, so hostile fields reach past the required checks ----

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxProperties?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}

/** Strings tried in order; the first the schema accepts is the field's plausible value. */
const PLAUSIBLE_STRINGS = [
  '1',
  'BTC',
  'BTC/USD',
  '123456',
  'abc',
  'a',
  '2026-01-01',
  '12:00',
  'user@example.com',
  '00000000-0000-4000-8000-000000000000',
  'order:1',
  'US',
  'JBSWY3DPEHPK3PXP',
  'bc1qfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz',
  'Fuzz name',
];

/** Valid but extreme strings: the largest ids and amounts the grammar allows, and so on. */
const EXTREME_STRINGS = [
  '9999999999',
  '2147483648',
  '99999999999999999999.999999999999999999',
  '0.000000000000000001',
  '999999999999999999',
  '999999999999999',
  '0',
  '9999-99-99',
  '0000-00-00',
  '9999-12-31 99:99:99',
  '1,9999999999',
  'order:99999999999999999999',
];

function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function stringFits(schema: Schema, value: string): boolean {
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

/**
 * Values by field name, so plausible requests name real things (the caller entity's
 * subaccount, a listed market) and hostile fields get past "not found" to the handler's work.
 * The ids are filled in from the seeded database before the run.
 */
const HINTS: Record<string, string | number> = {
  symbol: 'BTC/USD',
  market: 'BTC/USD',
  token: 'BTC',
  baseToken: 'BTC',
  quoteToken: 'USD',
  targetToken: 'USD',
  network: 'BTC',
  amount: '0.01',
  quantity: '0.01',
};

function plausible(schema: Schema | undefined, name?: string): unknown {
  if (!schema) return 'x';
  const hint = name === undefined ? undefined : HINTS[name];
  if (hint !== undefined) {
    const type = typeOf(schema);
    if (type === 'string' && stringFits(schema, String(hint))) return String(hint);
    if ((type === 'integer' || type === 'number') && typeof hint === 'number') return hint;
  }
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0]);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = plausible(schema.properties?.[key], key);
      // A "one of these" object (second factors): give it its first property.
      if ((schema.required ?? []).length === 0 && schema.maxProperties === 1) {
        const first = Object.keys(schema.properties ?? {})[0];
        if (first) out[first] = plausible(schema.properties?.[first], first);
      }
      return out;
    }
    case 'string':
    default:
      return PLAUSIBLE_STRINGS.find((s) => stringFits(schema, s)) ?? 'a';
  }
}

/** Hostile JSON values for one field of a schema, wrong types first. */
function hostileValues(schema: Schema | undefined): unknown[] {
  const type = schema ? typeOf(schema) : undefined;
  const common: unknown[] = [null, {}, [], { nested: { deeper: [1, 'x'] } }];
  const numbers = [
    new Raw('1e309'),
    new Raw('9007199254740993'),
    new Raw('-0'),
    new Raw('1e308'),
    new Raw('-1e309'),
    -1,
    0,
    1.5,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
  ];
  const decimals = [
    '1e5',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '1.',
    '.5',
    'NaN',
    'Infinity',
    '0x10',
    '1,000',
    '١',
    '',
    '\u0000',
    'é💥\u202e',
    '\ud800',
  ];
  const extremes = schema ? EXTREME_STRINGS.filter((s) => stringFits(schema, s)) : [];
  switch (type) {
    case 'integer':
    case 'number':
      return [...numbers, '1', 'abc', true, ...common, schema?.maximum ?? 1e20];
    case 'boolean':
      return ['true', 1, 0, ...common];
    case 'array':
      return [{}, 'x', [null], [[[]]], Array.from({ length: 300 }, () => 1), ...common];
    case 'object':
      return ['x', 1, [{}], ...common];
    default:
      // The likeliest to get past a schema and hurt come first: the largest value the
      // grammar allows, a NUL (PostgreSQL text refuses it), a 10k string.
      return [
        ...extremes.slice(0, 1),
        'a\u0000b',
        'x'.repeat(10_000),
        ...decimals,
        ...extremes.slice(1),
        123,
        true,
        ...numbers.slice(0, 3),
        ...common,
      ];
  }
}

/** Each string property at its first extreme value (the largest id, amount, ...). */
function extremeOf(schema: Schema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(schema?.properties ?? {})) {
    const extreme =
      typeOf(s) === 'string'
        ? EXTREME_STRINGS.find((v) => stringFits(s, v))
        : typeOf(s) === 'integer' || typeOf(s) === 'number'
          ? s.maximum
          : undefined;
    if (extreme !== undefined) out[key] = extreme;
  }
  return out;
}

// ---- Cases ----

interface FuzzCase {
  readonly label: string;
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: string | Buffer;
  /** Sent as JSON unless headers say otherwise. */
  readonly json?: boolean;
}

/** Path parameter values, the likeliest to get past a pattern and hurt first. */
const PARAM_VALUES = [
  '2147483648',
  '%00',
  '9999999999',
  '0',
  '-1',
  '99999999999999999999999999',
  '1e3',
  '1.5',
  'abc',
  '%C3%A9%F0%9F%92%A5',
  '%ZZ',
  'a'.repeat(100),
  'a'.repeat(101),
  '%2E%2E',
  ' 1',
  'null',
];

const QUERY_VALUES = (key: string): string[] => [
  `${key}=2147483648`,
  `${key}=%00`,
  `${key}=1&${key}=2`,
  `${key}=`,
  `${key}=${'x'.repeat(10_000)}`,
  `${key}=9999999999`,
  `${key}=99999999999999999999999`,
  `${key}=-1`,
  `${key}=0`,
  `${key}=%C3%A9%F0%9F%92%A5`,
  `${key}[a]=1`,
  `${key}=1e309`,
];

function fillUrl(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_m, name: string) => params[name] ?? '1');
}

function query(pairs: Record<string, unknown>): string {
  return Object.entries(pairs)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

interface RouteInfo {
  readonly method: string;
  readonly url: string;
  readonly schema: { body?: Schema; querystring?: Schema; params?: Schema } | undefined;
}

// ---- Protobuf routes: well-formed messages with one hostile field each ----

type ProtoKind = 'string' | 'int64' | 'int32' | 'enum';
type ProtoMessage = Record<string, unknown>;

interface ProtoRoute {
  readonly base: () => ProtoMessage;
  readonly encode: (message: ProtoMessage) => Uint8Array;
  /** Field paths (dotted into nested messages) and their wire kinds. */
  readonly fields: Readonly<Record<string, ProtoKind>>;
}

const O = desk.orders;
/** Replaced by a new client order id per case, so no case is an idempotent repeat. */
const FRESH_ID = 'fresh';
let orderSequence = 0;
const hedgeVenue = () => ({
  accountType: 0,
  accountId: Number(HINTS['accountId'] ?? 1),
  subaccountId: Number(HINTS['subaccountId'] ?? 1),
});
const cancelBase = () => ({
  market: 'BTC/USD',
  orderId: '1',
  side: O.Side.BUY,
  hedgeVenue: hedgeVenue(),
});
const VENUE_FIELDS = {
  'hedgeVenue.accountType': 'enum',
  'hedgeVenue.accountId': 'int64',
  'hedgeVenue.subaccountId': 'int64',
} as const;

/** The routes that take application/x-protobuf bodies (server/orders/routes.ts). */
const PROTOBUF_ROUTES: Readonly<Record<string, ProtoRoute>> = {
  'POST /uapi/v1/order/create': {
    base: () => ({
      clientOrderId: FRESH_ID,
      market: 'BTC/USD',
      side: O.Side.BUY,
      orderType: O.OrderType.LIMIT,
      timeInForce: O.TimeInForce.GTC,
      quantity: '0.01',
      limitPrice: '1',
      hedgeVenue: hedgeVenue(),
    }),
    encode: (m) => O.OrderRequest.encode(m).finish(),
    fields: {
      ...VENUE_FIELDS,
      clientOrderId: 'string',
      market: 'string',
      side: 'enum',
      orderType: 'enum',
      timeInForce: 'enum',
      positionSide: 'enum',
      quantity: 'string',
      limitPrice: 'string',
      stopPrice: 'string',
      activationPrice: 'string',
      callbackRate: 'string',
      marginMode: 'string',
      startTime: 'int64',
      endTime: 'int64',
      duration: 'int64',
      numberOfSlices: 'int32',
    },
  },
  'POST /uapi/v1/order/cancel': {
    base: cancelBase,
    encode: (m) => O.CancelOrderRequest.encode(m).finish(),
    fields: {
      ...VENUE_FIELDS,
      market: 'string',
      orderId: 'string',
      side: 'enum',
      positionSide: 'enum',
    },
  },
  'POST /uapi/v1/edit_order': {
    base: () => ({
      cancelParams: cancelBase(),
      quantity: '0.02',
      limitPrice: '1',
      orderType: O.OrderType.LIMIT,
      clientOrderId: FRESH_ID,
    }),
    encode: (m) => O.EditOrderRequest.encode(m).finish(),
    fields: {
      'cancelParams.orderId': 'string',
      'cancelParams.market': 'string',
      'cancelParams.hedgeVenue.accountId': 'int64',
      'cancelParams.hedgeVenue.subaccountId': 'int64',
      quantity: 'string',
      limitPrice: 'string',
      stopPrice: 'string',
      orderType: 'enum',
      marginMode: 'string',
      clientOrderId: 'string',
    },
  },
};

const PROTO_HOSTILE: Readonly<Record<ProtoKind, readonly unknown[]>> = {
  string: [
    'a\u0000b',
    '99999999999999999999.999999999999999999',
    'x'.repeat(10_000),
    '1e309',
    '-1',
    ' 1',
    '',
    'é💥\u202e',
  ],
  int64: [
    '9223372036854775807',
    '2147483648',
    '-9223372036854775808',
    '-1',
    '0',
    '9007199254740993',
  ],
  int32: [2_147_483_647, -2_147_483_648, -1, 0],
  enum: [999, -1, 2_147_483_647, 0],
};

/** A copy of `message` with the dotted `path` set to `value`. */
function withField(message: ProtoMessage, path: string, value: unknown): ProtoMessage {
  const [head = '', ...rest] = path.split('.');
  const inner = (message[head] ?? {}) as ProtoMessage;
  return {
    ...message,
    [head]: rest.length === 0 ? value : withField(inner, rest.join('.'), value),
  };
}

function protobufTargets(spec: ProtoRoute, url: string): FuzzCase[][] {
  const headers = { 'content-type': 'application/x-protobuf' };
  const encoded = (label: string, message: ProtoMessage): FuzzCase => ({
    label,
    url,
    headers,
    payload: Buffer.from(
      spec.encode(
        message['clientOrderId'] === FRESH_ID
          ? { ...message, clientOrderId: `fuzz-${(orderSequence += 1)}` }
          : message,
      ),
    ),
  });
  const base = spec.base();
  const targets: FuzzCase[][] = [
    [encoded('protobuf plausible', base)],
    // TWAPs over the longest times the wire can carry.
    [
      { startTime: 0, endTime: '9223372036854775807' },
      { startTime: 1, endTime: '9223372036854775807' },
      { duration: '9223372036854775807' },
      { startTime: '9223372036854775000', duration: 60_000 },
    ].map((times) =>
      encoded(`protobuf TWAP ${JSON.stringify(times).slice(0, 40)}`, {
        ...base,
        orderType: O.OrderType.TWAP,
        numberOfSlices: 100,
        ...times,
      }),
    ),
  ];
  for (const [path, kind] of Object.entries(spec.fields))
    targets.push(
      PROTO_HOSTILE[kind].map((value) =>
        encoded(`protobuf ${path}=${String(value).slice(0, 24)}`, withField(base, path, value)),
      ),
    );
  return targets;
}

/** Every target's cases, in the order they are worth sending. */
function casesOf(route: RouteInfo, random: () => number): FuzzCase[][] {
  const schema = route.schema ?? {};
  const paramSchema = schema.params;
  const baseParams: Record<string, string> = {};
  for (const [name, s] of Object.entries(paramSchema?.properties ?? {}))
    baseParams[name] = String(plausible(s, name));
  for (const match of route.url.matchAll(/:([A-Za-z_]+)/g)) baseParams[match[1] ?? ''] ??= '1';
  const baseQueryValue = plausible(schema.querystring) as Record<string, unknown>;
  const baseQuery = query(baseQueryValue);
  const path = fillUrl(route.url, baseParams);
  const url = (q = baseQuery, p = path): string => (q ? `${p}?${q}` : p);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const protoRoute = PROTOBUF_ROUTES[`${route.method} ${route.url}`];
  const protobuf = protoRoute !== undefined;
  const bodySchema = schema.body;
  const base = (plausible(bodySchema ?? { type: 'object' }) ?? {}) as Record<string, unknown>;
  const json = (label: string, value: unknown, q = baseQuery): FuzzCase => ({
    label,
    url: url(q),
    payload: toJsonText(value),
    json: true,
  });
  const targets: FuzzCase[][] = [];

  // The plausible request itself, then one per path parameter value.
  targets.push([
    hasBody && !protobuf ? json('plausible', base) : { label: 'plausible', url: url() },
  ]);
  for (const name of Object.keys(baseParams)) {
    targets.push(
      PARAM_VALUES.map((value) => ({
        label: `param ${name}=${value.slice(0, 20)}`,
        url: url(baseQuery, fillUrl(route.url, { ...baseParams, [name]: value })),
        ...(hasBody && !protobuf ? { payload: toJsonText(base), json: true } : {}),
      })),
    );
  }

  // Query strings: unknown keys, and every known key with hostile values.
  const withBody = hasBody && !protobuf ? { payload: toJsonText(base), json: true } : {};
  targets.push(
    [`fuzz_unknown=1`, `__proto__=1`, `constructor[prototype]=1`, `${'k'.repeat(2000)}=1`].map(
      (q) => ({
        label: `query ${q.slice(0, 24)}`,
        url: url([baseQuery, q].filter(Boolean).join('&')),
        ...withBody,
      }),
    ),
  );
  // Every query key at once at the largest value its grammar allows (page × limit, ...).
  const extremeQuery = extremeOf(schema.querystring);
  if (Object.keys(extremeQuery).length > 0)
    targets.push([{ label: 'query all extreme', url: url(query(extremeQuery)), ...withBody }]);
  for (const key of Object.keys(schema.querystring?.properties ?? {})) {
    const rest = query(
      Object.fromEntries(Object.entries(baseQueryValue).filter(([k]) => k !== key)),
    );
    targets.push(
      QUERY_VALUES(key).map((q) => ({
        label: `query ${q.slice(0, 30)}`,
        url: url([rest, q].filter(Boolean).join('&')),
        ...withBody,
      })),
    );
  }

  // Entity header: not an id, beyond int4, negative.
  targets.push(
    ['abc', '2147483648', '-1', '0', '99999999999999999999'].map((value) => ({
      label: `x-entity-id ${value}`,
      url: url(),
      headers: { 'x-entity-id': value },
      ...withBody,
    })),
  );

  if (!hasBody) return targets;

  // Content types: random protobuf bytes (on every route), text, forms, broken JSON.
  const bytes = (n: number) =>
    Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)));
  const protobufCase = (label: string, payload: Buffer): FuzzCase => ({
    label,
    url: url(),
    headers: { 'content-type': 'application/x-protobuf' },
    payload,
  });
  targets.push([
    protobufCase('protobuf 1 byte', bytes(1)),
    protobufCase('protobuf 64 bytes', bytes(64)),
    protobufCase('protobuf 4 KiB', bytes(4096)),
    protobufCase('protobuf empty', Buffer.alloc(0)),
    {
      label: 'protobuf repeated field bytes',
      url: url(),
      headers: { 'content-type': 'application/x-protobuf' },
      payload: Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]),
    },
    {
      label: 'text/plain',
      url: url(),
      headers: { 'content-type': 'text/plain' },
      payload: toJsonText(base),
    },
    {
      label: 'form',
      url: url(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(base),
    },
    {
      label: 'json broken',
      url: url(),
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    },
    {
      label: 'json with BOM',
      url: url(),
      headers: { 'content-type': 'application/json' },
      payload: `\ufeff${toJsonText(base)}`,
    },
  ]);
  if (protoRoute) return [...targets, ...protobufTargets(protoRoute, url())];

  // Whole bodies of the wrong shape.
  targets.push(
    [
      ['empty object', {}],
      ['array', [base]],
      ['null', null],
      ['string', 'x'],
      ['number 1e309', new Raw('1e309')],
      ['extra field', { ...base, fuzz_extra: 1 }],
      ['__proto__ field', new Raw(`{"__proto__":{"admin":true},${toJsonText(base).slice(1)}`)],
      [
        'duplicate keys',
        new Raw(
          `${toJsonText(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''}"${Object.keys(base)[0] ?? 'a'}":null}`,
        ),
      ],
    ].map(([label, value]) => json(`body ${String(label)}`, value)),
  );

  const extremeBody = extremeOf(bodySchema);
  if (Object.keys(extremeBody).length > 0)
    targets.push([json('body all extreme', { ...base, ...extremeBody })]);

  // Field by field: each field (and each field one level down) with hostile values.
  const fieldTargets = (
    props: Record<string, Schema>,
    wrap: (key: string, value: unknown) => unknown,
    prefix: string,
  ): void => {
    for (const [key, fieldSchema] of Object.entries(props)) {
      targets.push(
        hostileValues(fieldSchema).map((value) =>
          json(`field ${prefix}${key}=${toJsonText(value).slice(0, 24)}`, wrap(key, value)),
        ),
      );
    }
  };
  const top = bodySchema?.properties ?? bodySchema?.anyOf?.[0]?.properties ?? {};
  fieldTargets(top, (key, value) => ({ ...base, [key]: value }), '');
  for (const [key, fieldSchema] of Object.entries(top)) {
    const inner = typeOf(fieldSchema) === 'array' ? fieldSchema.items : fieldSchema;
    if (!inner?.properties) continue;
    const innerBase = plausible(inner) as Record<string, unknown>;
    fieldTargets(
      inner.properties,
      (k, v) => {
        const nested = { ...innerBase, [k]: v };
        return { ...base, [key]: typeOf(fieldSchema) === 'array' ? [nested] : nested };
      },
      `${key}.`,
    );
  }
  return targets;
}

/** Up to `limit` cases, round-robin over the targets, each target's cases rotated by the seed. */
function pick(targets: FuzzCase[][], limit: number, random: () => number): FuzzCase[] {
  const rotated = targets.map((list) => {
    const start = list.length > 2 ? 2 + Math.floor(random() * (list.length - 2)) : list.length;
    // The two most telling cases of each target first, then on from a seeded point.
    return [...list.slice(0, 2), ...list.slice(start), ...list.slice(2, start)].filter(
      (c): c is FuzzCase => c !== undefined,
    );
  });
  const out: FuzzCase[] = [];
  for (let round = 0; out.length < limit; round += 1) {
    let added = false;
    for (const list of rotated) {
      const item = list[round];
      if (item && out.length < limit) {
        out.push(item);
        added = true;
      }
    }
    if (!added) break;
  }
  return out;
}

/** What is wrong with an answer, or null when it keeps the standard. */
function problemOf(answer: LightMyRequestResponse): string | null {
  const status = answer.statusCode;
  if (status >= 500) return `${status} ${answer.body.slice(0, 160)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = answer.json();
  } catch {
    return `${status} not JSON: ${answer.body.slice(0, 80)}`;
  }
  const errors = (body as { errors?: unknown }).errors;
  const wellFormed =
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (e) =>
        typeof (e as { code?: unknown }).code === 'string' &&
        typeof (e as { message?: unknown }).message === 'string',
    );
  return wellFormed ? null : `${status} without the errors list: ${answer.body.slice(0, 120)}`;
}

describe('R-SECH-26 route fuzzer: bad input never gets a 5xx', () => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
    // The demo entity's first edge subaccount: what plausible requests name.
    const sub = await venue.db
      .selectFrom('subaccounts')
      .innerJoin('customers', 'customers.id', 'subaccounts.entity_id')
      .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
      .innerJoin('venues', 'venues.id', 'accounts.venue_id')
      .select(['subaccounts.id', 'subaccounts.account_id'])
      .where('customers.name', '=', DEMO_ENTITY_US)
      .where('venues.key', '=', 'edge')
      .orderBy('subaccounts.id')
      .executeTakeFirstOrThrow();
    for (const name of ['subaccountId', 'subaccount_id', 'edgeSubaccountId']) HINTS[name] = sub.id;
    HINTS['accountId'] = sub.account_id;
  }, 60_000);
  afterAll(async () => venue?.dispose());

  const refusal = (field: string, message: string) => ({
    errors: [{ code: 'VALIDATION', message, field }],
  });

  it('R-SECH-26: an id beyond int4 in a path or a query answers 400 naming the field', async () => {
    const trader = bearer(await signIn(venue, DEMO_TRADER));
    const beyond = await venue.app.inject({
      method: 'GET',
      url: '/uapi/v1/support/tickets/2147483648',
      headers: trader,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual(refusal('id', 'id must be a whole number from 1 to 2147483647'));
    const largest = await venue.app.inject({
      method: 'GET',
      url: '/uapi/v1/support/tickets/2147483647',
      headers: trader,
    });
    expect(largest.statusCode).toBe(404);
    const admin = bearer(await signIn(venue, DEMO_ADMIN));
    const csv = await venue.app.inject({
      method: 'GET',
      url: '/uapi/v1/admin/audit.csv?user_id=9999999999',
      headers: admin,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual(
      refusal('user_id', 'user_id must be a whole number from 1 to 2147483647'),
    );
  });

  it('R-SECH-26: a NUL in any string of the path, query or body answers 400 naming the field', async () => {
    const trader = bearer(await signIn(venue, DEMO_TRADER));
    const ticket = await venue.app.inject({
      method: 'POST',
      url: '/uapi/v1/support/tickets',
      headers: trader,
      payload: { subject: 'a\u0000b', category: 'trading', priority: 'low', body: 'Hello' },
    });
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json()).toEqual(refusal('subject', 'subject must not contain a NUL character'));
    const search = await venue.app.inject({
      method: 'GET',
      url: '/api/assistant/threads?q=%00',
      headers: trader,
    });
    expect(search.json()).toEqual(refusal('q', 'q must not contain a NUL character'));
    const nested = await venue.app.inject({
      method: 'POST',
      url: '/v3/browser/options/quote',
      headers: trader,
      payload: {
        underlying: 'BTC',
        strategy: 'BUY',
        legs: [{ symbol: 'BTC\u0000', side: 'BUY', ratio: 1, quantity: '1' }],
      },
    });
    expect(nested.json()).toEqual(
      refusal('legs.0.symbol', 'legs.0.symbol must not contain a NUL character'),
    );
  });

  it('R-SECH-26: order times beyond a Date and TWAPs that end days from now answer 400', async () => {
    const trader = bearer(await signIn(venue, DEMO_TRADER));
    const create = (fields: ProtoMessage) =>
      venue.app.inject({
        method: 'POST',
        url: '/uapi/v1/order/create',
        headers: { ...trader, 'content-type': 'application/x-protobuf' },
        payload: Buffer.from(
          O.OrderRequest.encode({
            clientOrderId: `focused-${(orderSequence += 1)}`,
            market: 'BTC/USD',
            side: O.Side.BUY,
            orderType: O.OrderType.LIMIT,
            timeInForce: O.TimeInForce.GTC,
            quantity: '0.01',
            limitPrice: '1',
            hedgeVenue: hedgeVenue(),
            ...fields,
          }).finish(),
        ),
      });
    // 2^63 - 1 ms once reached the bigint column as 2^63: a database error, a 500.
    const huge = await create({ endTime: '9223372036854775807' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual(refusal('endTime', 'endTime must be at most 8640000000000000 ms'));
    // With no start the TWAP starts now; an end years away is not a 1 s to 24 h TWAP.
    const farEnd = await create({
      orderType: O.OrderType.TWAP,
      numberOfSlices: 10,
      endTime: 8_640_000_000_000_000,
    });
    expect(farEnd.statusCode).toBe(400);
    expect(farEnd.json()).toEqual(refusal('duration', 'duration must be 1 s to 24 h'));
  });

  it('R-SECH-26: every route × caller × hostile input answers below 500, 4xx with the errors list', async () => {
    const routes = declaredRoutes(venue.app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(200);
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(PROTOBUF_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
    const callers: { name: string; user: DemoUser | null }[] = [
      { name: 'trader', user: DEMO_TRADER },
      { name: 'admin', user: DEMO_ADMIN },
      { name: 'anonymous', user: null },
    ];
    const failures = new Map<string, string>();
    let sent = 0;
    for (const [index, caller] of callers.entries()) {
      let token = caller.user ? await signIn(venue, caller.user) : null;
      const signedInStill = async (): Promise<boolean> =>
        token !== null &&
        (
          await venue.app.inject({
            method: 'GET',
            url: '/api/user/current_user',
            headers: bearer(token),
          })
        ).statusCode === 200;
      for (const [routeIndex, route] of routes.entries()) {
        // Anonymous callers only on public routes: elsewhere every case is the same 401.
        if (caller.user === null && route.access !== 'public') continue;
        const rng = createPrng(0x5eed + index * 7919 + routeIndex);
        const random = () => rng.next();
        const targets = casesOf(route as RouteInfo, random);
        // Every target gets at least its first case, however many the route has.
        const cases = pick(targets, Math.max(CASES_PER_ROUTE, targets.length), random);
        for (const fuzz of cases) {
          const send = () =>
            venue.app.inject({
              method: route.method as 'GET',
              url: fuzz.url,
              remoteAddress: FUZZ_IP,
              headers: {
                ...(token ? bearer(token) : csrfHeaders()),
                ...(fuzz.json ? { 'content-type': 'application/json' } : {}),
                ...fuzz.headers,
              },
              ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
            });
          let answer = await send();
          sent += 1;
          // A case that ended the session (logout, revoke) leaves the next one signed out.
          if (answer.statusCode === 401 && caller.user && !(await signedInStill())) {
            token = await signIn(venue, caller.user);
            answer = await send();
            sent += 1;
          }
          const problem = problemOf(answer);
          const where = `${route.method} ${route.url} [${fuzz.label}]`;
          if (problem) failures.set(`${caller.name} ${where}`, problem);
        }
      }
    }
    expect(sent).toBeGreaterThan(5000);
    expect([...failures].map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  }, 240_000);
});
