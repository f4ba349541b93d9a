// The wire of the stream gateway: client frames decoded and checked into a tagged union (any
// fault is a reason string: the connection is closed), server messages encoded once into
// bytes that every subscriber's socket shares.
import { desk } from '../../proto/gen/messages.js';
import { parseTopic, type Topic } from '../../domain/market/topics';
import {
  looksMember,
  looksPrivate,
  parseMemberTopic,
  parsePrivateTopic,
  type MemberTopic,
  type PrivateTopic,
} from '../../domain/market/private-topics';
import { looksQuote, parseQuoteTopic, type QuoteTopic } from './quote-topics';

const { ClientMessage, ServerMessage } = desk.stream;

export const ErrorCode = desk.stream.ErrorCode;
export type ServerMessageProperties = desk.stream.ServerMessage.$Properties;

export type ClientCommand =
  | { readonly kind: 'auth'; readonly token: string }
  | {
      readonly kind: 'subscribe' | 'unsubscribe';
      readonly topicKey: string;
      readonly topic: Topic;
      readonly requestId: number;
    }
  | { readonly kind: 'ping'; readonly clientTime: number }
  | {
      readonly kind: 'subscribe-private' | 'unsubscribe-private';
      readonly topicKey: string;
      readonly topic: PrivateTopic;
      readonly requestId: number;
      /** The last seq the client holds (Subscribe.from_seq); 0 for a fresh subscription. */
      readonly fromSeq: number;
    }
  | {
      readonly kind: 'subscribe-quote' | 'unsubscribe-quote';
      readonly topicKey: string;
      readonly topic: QuoteTopic;
      readonly requestId: number;
    }
  | {
      readonly kind: 'subscribe-member' | 'unsubscribe-member';
      readonly topicKey: string;
      readonly topic: MemberTopic;
      readonly requestId: number;
    };

export type DecodeResult =
  | { readonly ok: true; readonly command: ClientCommand }
  | { readonly ok: false; readonly reason: string };

/** Longest token looked at; a longer one fails authentication without a database query. */
export const MAX_TOKEN_LENGTH = 512;

const fault = (reason: string): DecodeResult => ({ ok: false, reason });

/** Decodes one binary client frame; any undecodable or nonsense content is a fault. */
export function decodeClientFrame(bytes: Uint8Array): DecodeResult {
  let message: desk.stream.ClientMessage;
  try {
    message = ClientMessage.decode(bytes);
  } catch {
    return fault('The frame is not a ClientMessage (truncated or garbled)');
  }
  return commandOf(message);
}

/**
 * Decodes one text client frame of the JSON encoding (docs/stream-protocol.md "JSON
 * encoding"): the protobuf JSON mapping of a ClientMessage, e.g.
 * `{"subscribe":{"topic":"book:BTC/USD","requestId":1}}`; then the same checks as binary.
 */
export function decodeClientJson(text: string): DecodeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fault('The frame is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return fault('The frame is not a ClientMessage object');
  const invalid = ClientMessage.verify(parsed as Record<string, unknown>);
  if (invalid !== null) return fault(`The frame is not a ClientMessage (${invalid})`);
  return commandOf(ClientMessage.fromObject(parsed as Record<string, unknown>));
}

function commandOf(message: desk.stream.ClientMessage): DecodeResult {
  switch (message.kind) {
    case 'auth': {
      const token = message.auth?.token ?? '';
      if (token.length > MAX_TOKEN_LENGTH) return fault('The token is too long');
      return { ok: true, command: { kind: 'auth', token } };
    }
    case 'subscribe':
    case 'unsubscribe': {
      const body = message.kind === 'subscribe' ? message.subscribe : message.unsubscribe;
      const topicKey = body?.topic ?? '';
      if (looksPrivate(topicKey)) {
        const privateTopic = parsePrivateTopic(topicKey);
        if (!privateTopic) return fault(`Malformed topic "${topicKey.slice(0, 100)}"`);
        const fromSeq = message.subscribe?.fromSeq ?? 0;
        if (!Number.isSafeInteger(fromSeq) || fromSeq < 0)
          return fault('Subscribe from_seq must be a whole number, 0 or more');
        return {
          ok: true,
          command: {
            kind: message.kind === 'subscribe' ? 'subscribe-private' : 'unsubscribe-private',
            topicKey,
            topic: privateTopic,
            requestId: body?.requestId ?? 0,
            fromSeq,
          },
        };
      }
      if (looksMember(topicKey)) {
        const memberTopic = parseMemberTopic(topicKey);
        if (!memberTopic) return fault(`Malformed topic "${topicKey.slice(0, 100)}"`);
        return {
          ok: true,
          command: {
            kind: message.kind === 'subscribe' ? 'subscribe-member' : 'unsubscribe-member',
            topicKey,
            topic: memberTopic,
            requestId: body?.requestId ?? 0,
          },
        };
      }
      if (looksQuote(topicKey)) {
        const quoteTopic = parseQuoteTopic(topicKey);
        if (!quoteTopic) return fault(`Malformed topic "${topicKey.slice(0, 100)}"`);
        return {
          ok: true,
          command: {
            kind: message.kind === 'subscribe' ? 'subscribe-quote' : 'unsubscribe-quote',
            topicKey,
            topic: quoteTopic,
            requestId: body?.requestId ?? 0,
          },
        };
      }
      const topic = parseTopic(topicKey);
      if (!topic) return fault(`Malformed topic "${topicKey.slice(0, 100)}"`);
      return {
        ok: true,
        command: { kind: message.kind, topicKey, topic, requestId: body?.requestId ?? 0 },
      };
    }
    case 'ping': {
      const clientTime = message.ping?.clientTime ?? 0;
      if (!Number.isFinite(clientTime) || clientTime < 0)
        return fault('Ping client_time must be a finite non-negative number');
      return { ok: true, command: { kind: 'ping', clientTime } };
    }
    default:
      return fault('The frame carries no known message');
  }
}

/** One server message as bytes ready for ws.send (shared, never mutated). */
export function encodeServerMessage(message: ServerMessageProperties): Buffer {
  const bytes = ServerMessage.encode(message).finish();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function encodeError(code: desk.stream.ErrorCode, message: string, requestId = 0): Buffer {
  return encodeServerMessage({ error: { code, message, requestId } });
}

/** JSON mapping options: enum names, camelCase fields, non-finite numbers as strings. */
const JSON_OPTIONS = { enums: String, longs: Number, json: true } as const;

/**
 * One encoded server message in the JSON encoding: the protobuf JSON mapping of the same
 * ServerMessage. A Batch lists its messages as JSON objects (`{"batch":{"messages":[…]}}`),
 * not as base64 bytes.
 */
export function serverMessageJson(bytes: Uint8Array): string {
  const message = ServerMessage.decode(bytes);
  if (message.kind === 'batch') {
    const inner = (message.batch?.messages ?? []).map((m) => serverMessageJson(m));
    return `{"batch":{"messages":[${inner.join(',')}]}}`;
  }
  return JSON.stringify(ServerMessage.toObject(message, JSON_OPTIONS));
}
