// Maker-checker requests (docs/approvals.md "Maker-checker requests", "HTTP API"): the named
// reads of the request list, one request and the requests the caller can act on, their parser,
// who may do what with a request, and a one-line summary of each kind's payload.
// Framework-free.
import { isMakerCheckerClosedForUser, type MakerCheckerRequest } from '../../../domain/status';
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import {
  id,
  isRecord,
  listAt,
  num,
  numList,
  optBool,
  optId,
  optNumList,
  optStr,
  optStrList,
  optTime,
  record,
  str,
  time,
  type Json,
} from '../queries/json';
import { kindLabel } from './vocabulary';

export const REQUESTS_PATH = '/uapi/v1/maker_checker/requests';

export interface Person {
  readonly name: string;
  readonly email: string;
}

export interface ApprovalRequest extends MakerCheckerRequest {
  readonly request_id: string;
  readonly entity_id: string | null;
  readonly kind: string;
  readonly requester_id: number;
  /** Name and email of the requester when the server sends them. */
  readonly requester: Person | null;
  readonly payload: Json;
  readonly approvers: readonly number[];
  readonly rejectors: readonly number[];
  readonly min_approvers: number;
  readonly approver_roles: readonly string[];
  readonly approver_user_ids: readonly number[];
  readonly policy_rule_id: string | null;
  readonly request_status: string | null;
  /** Epoch ms. */
  readonly created_at: number;
  readonly expires_at: number | null;
  readonly updated_at: number | null;
  readonly executed_at: number | null;
  /** Why an approved request failed, or what the execution returned. */
  readonly result: unknown;
  /** The server's word on whether the caller may approve or reject (null: not sent). */
  readonly can_act: boolean | null;
}

function person(o: Json): Person | null {
  const nested = o['requester'];
  if (isRecord(nested)) {
    return { name: optStr(nested, 'name') ?? '', email: optStr(nested, 'email') ?? '' };
  }
  const name = optStr(o, 'requester_name');
  const email = optStr(o, 'requester_email');
  return name === null && email === null ? null : { name: name ?? '', email: email ?? '' };
}

export function parseRequest(raw: unknown): ApprovalRequest {
  const o = record(raw, 'request');
  const payload = o['payload'];
  return {
    request_id: id(o, 'request_id'),
    entity_id: optId(o, 'entity_id'),
    kind: str(o, 'kind'),
    requester_id: num(o, 'requester_id'),
    requester: person(o),
    payload: isRecord(payload) ? payload : {},
    approvers: numList(o, 'approvers'),
    rejectors: optNumList(o, 'rejectors'),
    min_approvers: num(o, 'min_approvers'),
    approver_roles: optStrList(o, 'approver_roles'),
    approver_user_ids: optNumList(o, 'approver_user_ids'),
    policy_rule_id: optId(o, 'policy_rule_id'),
    request_status: optStr(o, 'request_status'),
    created_at: time(o, 'created_at'),
    expires_at: optTime(o, 'expires_at'),
    updated_at: optTime(o, 'updated_at'),
    executed_at: optTime(o, 'executed_at'),
    result: o['result'] ?? null,
    can_act: optBool(o, 'can_act'),
  };
}

export interface RequestPage {
  readonly requests: readonly ApprovalRequest[];
  readonly total: number;
}

export function parseRequestPage(raw: unknown): RequestPage {
  const requests = listAt(raw, 'requests', 'requests').map(parseRequest);
  const total = isRecord(raw) && typeof raw['total'] === 'number' ? raw['total'] : requests.length;
  return { requests, total };
}

/** The single-request answer: `{ request }` or the request itself. */
export function parseRequestAnswer(raw: unknown): ApprovalRequest {
  const o = record(raw, 'answer');
  return parseRequest(isRecord(o['request']) ? o['request'] : o);
}

export interface RequestFilters {
  /** '' for every status. */
  readonly status: string;
  /** '' for every kind. */
  readonly kind: string;
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

export const REQUESTS_PAGE_SIZE = 50;

/** The entity's requests, newest first, a page at a time. Any request of the entity changing
 *  (the `approvals:<entityId>` topic, or a write of this browser) makes it stale. */
export function requestsQuery(f: RequestFilters) {
  const query: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.status !== '') query['status'] = f.status;
  if (f.kind !== '') query['kind'] = f.kind;
  return defineQuery<RequestPage>(
    {
      key: ['maker_checker_requests', f.status, f.kind, f.page, f.limit],
      call: getCall(REQUESTS_PATH, { query, hideAlertOnError: true }),
      invalidatedBy: ['approvals'],
    },
    parseRequestPage,
  );
}

export function requestQuery(requestId: string) {
  return defineQuery<ApprovalRequest>(
    {
      key: ['maker_checker_request', requestId],
      call: getCall(`${REQUESTS_PATH}/${encodeURIComponent(requestId)}`),
      invalidatedBy: ['approvals'],
    },
    parseRequestAnswer,
  );
}

/** How many open requests the badge reads at most; more shows as "100+". */
export const ACTIONABLE_LIMIT = 100;

/** Open requests for the badge: the newest ACTIONABLE_LIMIT requested ones. Stale on any
 *  request change and on a change of the caller's permissions (who may act changes). */
export const actionableRequestsQuery = defineQuery<RequestPage>(
  {
    key: ['maker_checker_actionable'],
    call: getCall(REQUESTS_PATH, {
      query: { status: 'requested', page: 1, limit: ACTIONABLE_LIMIT },
      hideAlertOnError: true,
    }),
    invalidatedBy: ['approvals', 'permissions'],
  },
  parseRequestPage,
);

/**
 * The caller may approve or reject: the request is not closed for them (R-MC-2: status
 * expired, cancelled, rejected or empty, or they already acted), they did not make it, and the
 * server did not say they may not (`can_act: false`, e.g. their roles are not among the rule's
 * approvers).
 */
export function canDecide(req: ApprovalRequest, userId: number): boolean {
  return (
    req.requester_id !== userId &&
    req.can_act !== false &&
    !isMakerCheckerClosedForUser(req, userId)
  );
}

/** The requester may cancel or edit while the request is still open. */
export function isOwnOpen(req: ApprovalRequest, userId: number): boolean {
  return req.requester_id === userId && (req.request_status ?? '').toLowerCase() === 'requested';
}

/** The badge's count: requests the caller can act on; `more` when the page did not hold all
 *  open requests, so the count may be higher. */
export function actionableCount(
  page: RequestPage,
  userId: number,
): { readonly count: number; readonly more: boolean } {
  return {
    count: page.requests.filter((r) => canDecide(r, userId)).length,
    more: page.total > page.requests.length,
  };
}

/** "Sent for approval — 0/2 approved", or what happened when the request did not stay open. */
export function outcomeText(req: ApprovalRequest): string {
  const status = (req.request_status ?? '').toLowerCase();
  switch (status) {
    case 'requested':
      return `Sent for approval — ${req.approvers.length}/${req.min_approvers} approved`;
    case 'executed':
      return 'Approved and carried out';
    case 'failed':
      return `Approved, but it could not be carried out${resultReason(req.result)}`;
    default:
      return `Request ${status || 'sent'}`;
  }
}

function resultReason(result: unknown): string {
  if (typeof result === 'string' && result !== '') return `: ${result}`;
  if (isRecord(result)) {
    const reason = result['reason'] ?? result['message'] ?? result['error'];
    if (typeof reason === 'string' && reason !== '') return `: ${reason}`;
  }
  return '';
}

/** The failure reason of a `failed` request, for the list. */
export function failureReason(req: ApprovalRequest): string {
  return resultReason(req.result).replace(/^: /, '');
}

// ---- Summaries ------------------------------------------------------------------------------

/** Names people in summaries: the caller as "you", else what the screen knows. */
export type NameOf = (userId: number) => string;

export const plainNames: NameOf = (userId) => `user #${userId}`;

function strings(v: unknown): readonly string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function numberOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
  return null;
}

function userOf(payload: Json, names: NameOf): string {
  const userId = numberOf(payload['user_id']);
  const email = payload['email'];
  if (userId !== null) return names(userId);
  return typeof email === 'string' ? email : 'a user';
}

function listText(items: readonly string[], max = 3): string {
  if (items.length === 0) return 'none';
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} +${items.length - max} more` : shown;
}

function scalarPairs(payload: Json): string {
  const pairs = Object.entries(payload)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .map(([k, v]) => `${k.replace(/_/g, ' ')} ${String(v)}`);
  return listText(pairs, 4);
}

/** One line saying what a request would do, from its kind and payload. */
export function summarize(req: Pick<ApprovalRequest, 'kind' | 'payload'>, names: NameOf): string {
  const p = req.payload;
  switch (req.kind) {
    case 'user_invite':
      return `Invite ${typeof p['email'] === 'string' ? p['email'] : 'a user'} as ${listText(strings(p['roles']))}`;
    case 'user_roles':
      return `Roles of ${userOf(p, names)} → ${listText(strings(p['roles']))}`;
    case 'user_deactivate':
      return `Deactivate ${userOf(p, names)}`;
    case 'user_reset_factors':
      return `Reset the second factors of ${userOf(p, names)}`;
    case 'role_permissions': {
      const changes = Array.isArray(p['changes']) ? p['changes'].filter(isRecord) : [];
      const text = changes.map(
        (c) => `${c['granted'] === true ? '+' : '−'} ${String(c['role'])}: ${String(c['action'])}`,
      );
      return `${changes.length} change${changes.length === 1 ? '' : 's'}: ${listText(text, 2)}`;
    }
    case 'approval_policy': {
      const rules = Array.isArray(p['rules']) ? p['rules'].length : 0;
      return `New policy of ${rules} rule${rules === 1 ? '' : 's'}`;
    }
    case 'ip_allowlist': {
      const entity = p['entity_name'] ?? p['entity_id'];
      // The venue sends the list as one comma-separated string.
      const raw = p['allowlist'];
      const items =
        typeof raw === 'string'
          ? raw
              .split(',')
              .map((x) => x.trim())
              .filter((x) => x !== '')
          : strings(raw);
      const target = entity === undefined ? '' : ` of ${String(entity)}`;
      return items.length === 0
        ? `Allowlist${target}: no restriction`
        : `Allowlist${target}: ${listText(items)}`;
    }
    case 'feature_flags': {
      const flags = isRecord(p['flags']) ? p['flags'] : {};
      const text = Object.entries(flags).map(([k, v]) => `${k} ${v === true ? 'on' : 'off'}`);
      return `Turn ${listText(text)}`;
    }
    default: {
      const amount = p['amount'];
      const asset = p['asset'] ?? p['token'];
      if (typeof amount === 'string' && typeof asset === 'string') {
        const to = p['address'] ?? p['destination'];
        return `${kindLabel(req.kind)} ${amount} ${asset}${typeof to === 'string' ? ` to ${to}` : ''}`;
      }
      return scalarPairs(p);
    }
  }
}
