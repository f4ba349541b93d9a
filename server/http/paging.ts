// Paged list queries: `page` (1-based) and `limit` as digit strings (the schemas check the
// pattern), with a bound on the page size.
import { ApiError } from './errors';

export const MAX_PAGE_SIZE = 200;

/** page and limit from digit strings (1-based page; limit at most MAX_PAGE_SIZE). */
export function paging(
  query: { page?: string | undefined; limit?: string | undefined },
  defaultLimit = 50,
): { page: number; limit: number } {
  const page = query.page === undefined ? 1 : Number(query.page);
  const limit = query.limit === undefined ? defaultLimit : Number(query.limit);
  if (limit > MAX_PAGE_SIZE)
    throw new ApiError(400, 'VALIDATION', `limit must be at most ${MAX_PAGE_SIZE}`, 'limit');
  if (page > 1_000_000) throw new ApiError(400, 'VALIDATION', 'page is too large', 'page');
  return { page, limit };
}
