// Types of scripts/supply-chain.mjs for its test.
export const REGISTRY: string;
export function lockfileProblems(lock: unknown, pkg: unknown): string[];
export function advisoryId(url: string): string;
export interface AuditException {
  advisory: string;
  package: string;
  reason: string;
  until: string;
}
export interface Advisory {
  package: string;
  advisory: string;
  severity: string;
  title: string;
}
export function unexcusedAdvisories(
  report: unknown,
  exceptions: readonly AuditException[],
  today: string,
): Advisory[];
