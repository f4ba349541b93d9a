// Spec 2.4 / 6: switching the legal entity. The IP check comes first; then every tab's
// requests are blocked while the server switches, and every tab reloads into the new entity.
import type { CoreClient } from '../../../workers/api';
import { getJson, postJson, type StepResult } from './calls';

export type EntitySwitchCore = Pick<
  CoreClient,
  'request' | 'blockRequests' | 'unblockRequests' | 'reloadAllTabs'
>;

export type SwitchOutcome =
  | { readonly kind: 'switched' }
  | { readonly kind: 'ipNotAllowed'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface IpCheckAnswer {
  readonly whitelisted: boolean;
  readonly message?: string;
}

export const IP_NOT_ALLOWED_TEXT =
  'This entity only accepts requests from its whitelisted IP addresses, and your current address is not one of them. Contact your administrator to switch from this network.';

function failedOf(r: StepResult<unknown>): SwitchOutcome {
  return { kind: 'failed', message: r.ok ? '' : r.error };
}

export async function switchEntity(
  core: EntitySwitchCore,
  entityId: string | number,
): Promise<SwitchOutcome> {
  const id = encodeURIComponent(String(entityId));
  const check = await getJson<IpCheckAnswer>(
    core,
    `/v2/user/legal-entity/is_request_ip_whitelisted/${id}`,
  );
  if (!check.ok) return failedOf(check);
  if (!check.value.whitelisted) {
    return { kind: 'ipNotAllowed', message: check.value.message || IP_NOT_ALLOWED_TEXT };
  }

  await core.blockRequests();
  const switched = await postJson<unknown>(
    core,
    `/v2/user/legal-entity/switch/${id}`,
    {},
    { bypassBlock: true, hideAlertOnError: true },
  );
  // Either way the block ends here: on success every tab reloads into the new entity, and a
  // reloaded tab must not inherit a blocked core.
  await core.unblockRequests();
  if (!switched.ok) return failedOf(switched);
  await core.reloadAllTabs();
  return { kind: 'switched' };
}
