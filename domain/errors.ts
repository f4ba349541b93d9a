// Toast text for a failed call (spec 8): the server's reasons, else its message, else the default.

import { DEFAULT_ERROR_TEXT } from './constants';

/** Error bodies servers send: {errors:[{code,message}]}, {message} or {error}. */
export type ServerErrorBody =
  | { readonly errors: readonly { readonly code?: string; readonly message?: string }[] }
  | { readonly message: string }
  | { readonly error: string | { readonly message?: string } };

const text = (x: unknown): string | null =>
  typeof x === 'string' && x.trim() !== '' ? x.trim() : null;

const field = (x: unknown, name: string): unknown =>
  typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[name] : undefined;

/** The reasons of an errors list (each item's message, or the item itself when a string). */
export function errorReasons(body: unknown): string[] {
  const list = field(body, 'errors');
  if (!Array.isArray(list)) return [];
  return list
    .map((item: unknown) => text(item) ?? text(field(item, 'message')))
    .filter((reason): reason is string => reason !== null);
}

/**
 * R-ERR-1: the server's error reasons joined by '\n' when an errors list carries any; else the
 * body's `message`; else its `error` (a string, or an object's message); else `fallbackMessage`
 * (e.g. the transport's own message); else 'We encountered an error. Please try again'.
 */
export function chooseErrorText(body: unknown, fallbackMessage?: string | null): string {
  const reasons = errorReasons(body);
  if (reasons.length > 0) return reasons.join('\n');
  const error = field(body, 'error');
  return (
    text(field(body, 'message')) ??
    text(error) ??
    text(field(error, 'message')) ??
    text(fallbackMessage) ??
    DEFAULT_ERROR_TEXT
  );
}
