// Route access declarations (docs/approvals.md "The authorization policy"): each route says in
// its Fastify `config.access` what it needs, and the policy's hook (server/policy/, built in
// parallel) decides. Until that hook is installed the routes also run the `authenticate`
// onRequest hook, and the engine enforces its own rules (requester, approver, per-kind action).
import type { ContractAction } from './grants';

export type AccessDeclaration = 'public' | 'session' | { readonly action: ContractAction };

/** `config` of a route: `{ config: access('session'), … }`. */
export const access = (need: AccessDeclaration): { readonly access: AccessDeclaration } => ({
  access: need,
});
