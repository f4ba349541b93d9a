// React bindings of the caller's permissions and of the maker-checker writes the admin screens
// make: every change is a request sent for approval.
import { useCallback, useRef } from 'react';
import { effectiveActions, permissionsQuery, type EffectiveActions } from '../admin/permissions';
import { newPermissionModuleOn } from '../admin/featureFlags';
import { APPROVALS_CHANGED, createRequestCall, newClientRequestId } from '../approvals/calls';
import { outcomeText, parseRequestAnswer, type ApprovalRequest } from '../approvals/requests';
import type { RequestKind } from '../approvals/vocabulary';
import { useSession, useSessionData } from './hooks';
import { useMutation, useQuery } from './query';

/** The caller's granted actions: the server's (GET /uapi/v1/permissions, refreshed when the
 *  `permissions` tag goes stale), else the default matrix on the session's roles. */
export function usePermissions(): EffectiveActions {
  const { config } = useSessionData();
  const permissions = useQuery(permissionsQuery).data;
  return effectiveActions(permissions, config.roles);
}

/** Whether the `new_permission_module` switch is on (the sync's value wins over the config). */
export function useNewPermissionModule(): boolean {
  const { config } = useSessionData();
  const sync = useSession((s) => s.sync);
  return newPermissionModuleOn(config.feature_flags, sync?.enabled_properties);
}

export type SendOutcome =
  | { readonly ok: true; readonly request: ApprovalRequest | null; readonly text: string }
  | { readonly ok: false; readonly error: string };

export interface RequestSender {
  readonly pending: boolean;
  /** Creates a request; what it says ("Sent for approval — 0/2 approved") or the server's
   *  reason. Sending the same kind and payload again after a failure reuses its client
   *  request id, so a retry never makes a second request. */
  send(kind: RequestKind, payload: unknown): Promise<SendOutcome>;
}

export function useSendRequest(): RequestSender {
  const { pending, run } = useMutation();
  const last = useRef<{ readonly body: string; readonly id: string } | null>(null);
  const send = useCallback(
    async (kind: RequestKind, payload: unknown): Promise<SendOutcome> => {
      const body = JSON.stringify([kind, payload]);
      const clientRequestId = last.current?.body === body ? last.current.id : newClientRequestId();
      last.current = { body, id: clientRequestId };
      const r = await run(createRequestCall(kind, payload, clientRequestId), APPROVALS_CHANGED);
      if (!r.ok) return { ok: false, error: r.error };
      last.current = null;
      try {
        const request = parseRequestAnswer(r.value);
        return { ok: true, request, text: outcomeText(request) };
      } catch {
        return { ok: true, request: null, text: 'Sent for approval' };
      }
    },
    [run],
  );
  return { pending, send };
}
