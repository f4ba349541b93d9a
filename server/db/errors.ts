// Errors the database raises that callers handle: the same SQLSTATE on PostgreSQL and PGlite.

/** A unique constraint refused the write (SQLSTATE 23505): a repeat or a lost race. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
