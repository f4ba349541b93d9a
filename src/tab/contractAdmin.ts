// Spec 2.4: the 'Contract Admin Unassigned' screen replaces the app under this condition.
import type { FeatureFlags, User } from './sessionTypes';

export function contractAdminUnassigned(user: User, flags: FeatureFlags): boolean {
  return (
    user.customer.mandatory_las &&
    !user.customer.has_legal_authorized_signatory &&
    flags['contract_and_upsell_enabled'] === true
  );
}
