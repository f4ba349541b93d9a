// Identical pending requests are refused (DUPLICATE_REQUEST) by comparing payload hashes.
import { createHash } from 'node:crypto';
import type { Payload } from './definitions';

/** JSON with object keys sorted at every level: equal payloads hash equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const payloadHash = (payload: Payload): string =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');
