// Small readers for parsers of named reads: each checks the shape of one field of an answer and
// throws on a malformed one, so `loadableOf` shows "The answer could not be read" instead of a
// screen that renders undefined. Framework-free.

export type Json = Readonly<Record<string, unknown>>;

export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

function fail(what: string): never {
  throw new MalformedAnswer(what);
}

export function isRecord(raw: unknown): raw is Json {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

export function record(raw: unknown, what: string): Json {
  return isRecord(raw) ? raw : fail(`${what}: not an object`);
}

export function list(raw: unknown, what: string): readonly unknown[] {
  return Array.isArray(raw) ? raw : fail(`${what}: not a list`);
}

/** A list at `key` of `o`, or `o` itself when the answer is the bare list. */
export function listAt(raw: unknown, key: string, what: string): readonly unknown[] {
  if (Array.isArray(raw)) return raw;
  return list(record(raw, what)[key], `${what}.${key}`);
}

export function str(o: Json, key: string): string {
  const v = o[key];
  return typeof v === 'string' ? v : fail(`${key}: not a string`);
}

export function optStr(o: Json, key: string): string | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  return typeof v === 'string' ? v : fail(`${key}: not a string`);
}

export function num(o: Json, key: string): number {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fail(`${key}: not a number`);
}

export function optNum(o: Json, key: string): number | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  return typeof v === 'number' && Number.isFinite(v) ? v : fail(`${key}: not a number`);
}

export function bool(o: Json, key: string): boolean {
  const v = o[key];
  return typeof v === 'boolean' ? v : fail(`${key}: not a boolean`);
}

export function optBool(o: Json, key: string): boolean | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  return typeof v === 'boolean' ? v : fail(`${key}: not a boolean`);
}

/** An id the server may send as a number or a string; kept as a string. */
export function id(o: Json, key: string): string {
  const v = o[key];
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return fail(`${key}: not an id`);
}

export function optId(o: Json, key: string): string | null {
  const v = o[key];
  return v === undefined || v === null ? null : id(o, key);
}

export function strList(o: Json, key: string): readonly string[] {
  return list(o[key], key).map((v) => (typeof v === 'string' ? v : fail(`${key}: not strings`)));
}

export function optStrList(o: Json, key: string): readonly string[] {
  return o[key] === undefined || o[key] === null ? [] : strList(o, key);
}

export function numList(o: Json, key: string): readonly number[] {
  return list(o[key], key).map((v) =>
    typeof v === 'number' && Number.isFinite(v) ? v : fail(`${key}: not numbers`),
  );
}

export function optNumList(o: Json, key: string): readonly number[] {
  return o[key] === undefined || o[key] === null ? [] : numList(o, key);
}

/** A money amount: a decimal string (docs/approvals.md), or null. A JSON number is read as its
 *  shortest decimal text so that a server sending numbers still shows. */
export function optDecimal(o: Json, key: string): string | null {
  const v = o[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return fail(`${key}: not a decimal`);
}

/** A time as an ISO string or epoch milliseconds; kept as epoch ms (NaN never leaves here). */
export function optTime(o: Json, key: string): number | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    if (Number.isFinite(t)) return t;
  }
  return fail(`${key}: not a time`);
}

export function time(o: Json, key: string): number {
  return optTime(o, key) ?? fail(`${key}: missing`);
}
