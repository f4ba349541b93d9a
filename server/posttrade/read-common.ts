// What the post-trade reads share: query schemas, the day parser and the read selection (the
// caller's canRead subaccounts, narrowed by named ids; naming an unreadable one is 403).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { allPortfolioSubaccounts, type PortfolioSubaccount } from '../portfolio/accounts';
import { readableSubaccounts, refuse } from '../policy/policy';

export const DATE = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
export const IDS = {
  type: 'string',
  pattern: '^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,199})?$',
} as const;
export const READ = { access: { action: 'canRead' } } as const;

/** A yyyy-mm-dd day as the epoch ms of its 00:00 UTC (400 when it is no date). */
export const dayOf = (text: string, field: string): number => {
  const t = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(t)) throw new ApiError(400, 'VALIDATION', `${field} is not a date`, field);
  return t;
};

export const idList = (text: string | undefined): number[] =>
  text === undefined || text === '' ? [] : text.split(',').map(Number);

export function selectionOf(db: Kysely<Database>) {
  return async function selection(
    request: FastifyRequest,
    ids: readonly number[],
    field: string,
  ): Promise<PortfolioSubaccount[]> {
    const auth = authOf(request);
    const readable = new Set((await readableSubaccounts(db, auth)).map((s) => s.id));
    for (const id of ids) if (!readable.has(id)) throw refuse.account(field);
    const wanted = ids.length > 0 ? new Set(ids) : readable;
    return (await allPortfolioSubaccounts(db, auth.entityId)).filter((s) => wanted.has(s.id));
  };
}
