// Route access of the maker-checker, admin and audit calls, in the authorization policy's
// terms (server/policy/access.ts): 'session' is any member of the acting entity; an action is
// one the caller's roles must grant. The engine enforces its own rules on top (requester,
// approver eligibility, the kind's action).
import type { EntityAccess } from '../policy/access';
import type { Action } from '../../domain/permissions';

export type AccessDeclaration = 'session' | { readonly action: Action };

/** `config` of a route: `{ config: access('session'), … }`. */
export const access = (need: AccessDeclaration): { readonly access: EntityAccess } => ({
  access: need === 'session' ? { action: 'member' } : { action: need.action },
});
