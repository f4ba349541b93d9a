// The REST client of spec 7.1: URL and query, the common headers, the three
// body encodings, cancellation by request id, and request blocking (spec 4).
// It returns raw answers; errors.ts decides what they mean.
import type { RestCall } from '../types';
import { blockedFailure, cancelledFailure } from './errors';
import type { ResponseView } from './errors';
import type { HttpRequest, HttpTransport } from './ports';

/** Who is calling: the values behind the common headers. */
export interface CallIdentity {
  readonly token: string | null;
  readonly csrf: string | null;
  readonly visitorId: string;
  readonly entityId: string | null;
  readonly accountId: string | null;
}

export const CONTENT_TYPE_JSON = 'application/json';
export const CONTENT_TYPE_FORM = 'application/x-www-form-urlencoded';
export const CONTENT_TYPE_PROTOBUF = 'application/x-protobuf';

export function buildUrl(origin: string, call: RestCall): string {
  const entries = Object.entries(call.query ?? {});
  if (entries.length === 0) return origin + call.path;
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return `${origin}${call.path}${call.path.includes('?') ? '&' : '?'}${query}`;
}

export function buildHeaders(call: RestCall, who: CallIdentity): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Product-Channel': 'web',
    'Content-Type': contentTypeOf(call),
    'X-Visitor-Id': who.visitorId,
  };
  if (who.csrf !== null) headers['X-CSRF-TOKEN'] = who.csrf;
  if (who.token !== null) headers['Authorization'] = `Bearer ${who.token}`;
  if (who.entityId !== null) headers['X-Entity-Id'] = who.entityId;
  if (who.accountId !== null) headers['X-Account-Id'] = who.accountId;
  if (call.binaryResponse === true) headers['Accept'] = CONTENT_TYPE_PROTOBUF;
  return headers;
}

function contentTypeOf(call: RestCall): string {
  switch (call.body?.kind) {
    case 'form':
      return CONTENT_TYPE_FORM;
    case 'protobuf':
      return CONTENT_TYPE_PROTOBUF;
    default:
      return CONTENT_TYPE_JSON; // spec 7.1: every call carries Content-Type JSON
  }
}

export function encodeBody(call: RestCall): string | Uint8Array | undefined {
  const body = call.body;
  if (body === undefined) return undefined;
  switch (body.kind) {
    case 'json':
      return JSON.stringify(body.value);
    case 'form':
      return new URLSearchParams(Object.entries(body.value)).toString();
    case 'protobuf':
      return body.bytes;
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Thrown (as a plain value) when the network failed: errors.ts maps it. */
export interface NetworkError {
  readonly network: true;
  readonly cause: string;
}

interface InFlight {
  readonly controller: AbortController;
  readonly bypassBlock: boolean;
  /** Why we aborted it, so the rejection says the right thing. */
  abortedFor: 'cancelled' | 'blocked' | null;
}

export class RestClient {
  private readonly inFlight = new Set<InFlight>();
  private readonly byKey = new Map<string, InFlight>();
  private blocked = false;

  constructor(
    private readonly transport: HttpTransport,
    private readonly origin: string,
  ) {}

  get isBlocked(): boolean {
    return this.blocked;
  }

  /** Spec 4: a block aborts every in-flight call that may not bypass it. */
  block(): void {
    this.blocked = true;
    for (const call of this.inFlight) {
      if (call.bypassBlock) continue;
      call.abortedFor = 'blocked';
      call.controller.abort();
    }
  }

  unblock(): void {
    this.blocked = false;
  }

  /** Cancels the call registered under `key`; unknown keys are ignored. */
  cancel(key: string): void {
    const call = this.byKey.get(key);
    if (call === undefined) return;
    call.abortedFor = 'cancelled';
    call.controller.abort();
  }

  /**
   * Sends one call. Resolves with the raw answer whatever its status; rejects
   * with a CoreFailure ('cancelled' | 'blocked') or a NetworkError.
   */
  async exchange(
    call: RestCall,
    who: CallIdentity,
    key: string | null,
    onChunk?: (text: string) => void,
  ): Promise<ResponseView> {
    if (this.blocked && call.bypassBlock !== true) throw blockedFailure();
    const entry: InFlight = {
      controller: new AbortController(),
      bypassBlock: call.bypassBlock === true,
      abortedFor: null,
    };
    this.inFlight.add(entry);
    if (key !== null) this.byKey.set(key, entry);
    try {
      const body = encodeBody(call);
      const request: HttpRequest = {
        url: buildUrl(this.origin, call),
        method: call.method,
        headers: buildHeaders(call, who),
        signal: entry.controller.signal,
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body }),
      };
      const response = await this.transport.send(request);
      const ok = response.status >= 200 && response.status < 300;
      if (ok && call.binaryResponse === true) {
        return { status: response.status, body: null, bytes: await response.bytes() };
      }
      if (ok && onChunk !== undefined) {
        // A streamed answer: each piece goes to the caller as it arrives; the body is the whole.
        let whole = '';
        if (response.chunks === undefined) whole = await response.text();
        else
          for await (const piece of response.chunks()) {
            whole += piece;
            onChunk(piece);
          }
        if (response.chunks === undefined && whole !== '') onChunk(whole);
        return { status: response.status, body: whole };
      }
      return { status: response.status, body: parseBody(await response.text()) };
    } catch (error) {
      if (entry.abortedFor === 'cancelled') throw cancelledFailure();
      if (entry.abortedFor === 'blocked') throw blockedFailure();
      const networkError: NetworkError = { network: true, cause: String(error) };
      throw networkError;
    } finally {
      this.inFlight.delete(entry);
      if (key !== null && this.byKey.get(key) === entry) this.byKey.delete(key);
    }
  }
}

export function isNetworkError(value: unknown): value is NetworkError {
  return (
    typeof value === 'object' && value !== null && (value as { network?: unknown }).network === true
  );
}
