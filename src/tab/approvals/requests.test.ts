import { describe, expect, it } from 'vitest';
import { requestFixture } from '../../testing/adminFixtures';
import { loadableOf } from '../queries/define';
import {
  actionableCount,
  actionableRequestsQuery,
  canDecide,
  isOwnOpen,
  outcomeText,
  parseRequest,
  parseRequestAnswer,
  parseRequestPage,
  plainNames,
  requestsQuery,
  summarize,
} from './requests';

const ME = 3;

describe('R-ADMIN-13 request parser', () => {
  it('reads a request: ids as strings, times as epoch ms, optional fields defaulted', () => {
    const r = parseRequest(requestFixture({ request_id: 42, rejectors: undefined }));
    expect(r.request_id).toBe('42');
    expect(r.entity_id).toBe('21');
    expect(r.rejectors).toEqual([]);
    expect(r.created_at).toBe(Date.parse('2026-11-25T09:00:00Z'));
    expect(r.requester).toEqual({ name: 'Adrian Admin', email: 'admin@demo.desk' });
    expect(r.can_act).toBe(true);
  });

  it('reads the requester from flat fields too', () => {
    const r = parseRequest(
      requestFixture({ requester: undefined, requester_name: 'Ann', requester_email: 'a@x.io' }),
    );
    expect(r.requester).toEqual({ name: 'Ann', email: 'a@x.io' });
  });

  it('refuses a malformed answer, which the view shows as unreadable', () => {
    expect(() => parseRequest(requestFixture({ approvers: 'none' }))).toThrow();
    expect(() => parseRequest(requestFixture({ created_at: 'soon' }))).toThrow();
    const update = {
      watchId: 'w',
      status: 'success' as const,
      data: { requests: [{ kind: 'x' }] },
      hasData: true,
      error: null,
      fetching: false,
      updatedAt: 1,
    };
    expect(loadableOf(update, parseRequestPage)).toEqual({
      status: 'error',
      message: 'The answer could not be read',
    });
  });

  it('reads a page with its total, and a create answer as { request } or bare', () => {
    const page = parseRequestPage({ requests: [requestFixture()], total: 7 });
    expect(page.total).toBe(7);
    expect(parseRequestAnswer({ request: requestFixture() }).request_id).toBe('r1');
    expect(parseRequestAnswer(requestFixture()).request_id).toBe('r1');
  });
});

describe('R-ADMIN-9 who may do what with a request', () => {
  it('the requester never decides on their own request', () => {
    expect(canDecide(parseRequest(requestFixture({ requester_id: ME })), ME)).toBe(false);
    expect(canDecide(parseRequest(requestFixture()), ME)).toBe(true);
  });

  it.each([['expired'], ['cancelled'], ['rejected'], ['executed'], [null]])(
    'closed or finished (%s): no decision',
    (status) => {
      const r = parseRequest(requestFixture({ request_status: status }));
      // executed is not closed by R-MC-2, but nobody can act on it: the server says can_act.
      expect(canDecide({ ...r, can_act: status === 'executed' ? false : r.can_act }, ME)).toBe(
        false,
      );
    },
  );

  it('a user who already approved or rejected cannot act again (R-MC-2)', () => {
    expect(canDecide(parseRequest(requestFixture({ approvers: [ME] })), ME)).toBe(false);
    expect(canDecide(parseRequest(requestFixture({ rejectors: [ME] })), ME)).toBe(false);
  });

  it("the server's can_act: false hides the decision", () => {
    expect(canDecide(parseRequest(requestFixture({ can_act: false })), ME)).toBe(false);
    expect(canDecide(parseRequest(requestFixture({ can_act: undefined })), ME)).toBe(true);
  });

  it('own open requests can be cancelled and edited', () => {
    expect(isOwnOpen(parseRequest(requestFixture({ requester_id: ME })), ME)).toBe(true);
    expect(
      isOwnOpen(parseRequest(requestFixture({ requester_id: ME, request_status: 'rejected' })), ME),
    ).toBe(false);
    expect(isOwnOpen(parseRequest(requestFixture()), ME)).toBe(false);
  });
});

describe('R-ADMIN-11 badge count', () => {
  it('counts the open requests the user can act on, and says when the page was not all', () => {
    const page = parseRequestPage({
      requests: [
        requestFixture({ request_id: 'a' }),
        requestFixture({ request_id: 'b', requester_id: ME }),
        requestFixture({ request_id: 'c', approvers: [ME] }),
        requestFixture({ request_id: 'd' }),
      ],
      total: 4,
    });
    expect(actionableCount(page, ME)).toEqual({ count: 2, more: false });
    expect(actionableCount({ ...page, total: 150 }, ME)).toEqual({ count: 2, more: true });
  });

  it('reads the open requests, stale on approvals and permissions changes', () => {
    expect(actionableRequestsQuery.spec.call).toMatchObject({
      method: 'GET',
      path: '/uapi/v1/maker_checker/requests',
      query: { status: 'requested', page: 1, limit: 100 },
    });
    expect(actionableRequestsQuery.spec.invalidatedBy).toEqual(['approvals', 'permissions']);
  });
});

describe('R-ADMIN-9 requests query', () => {
  it('sends only the filters set, keyed by all of them, tagged approvals', () => {
    const q = requestsQuery({ status: '', kind: 'ip_allowlist', page: 2, limit: 50 });
    expect(q.spec.call.query).toEqual({ kind: 'ip_allowlist', page: 2, limit: 50 });
    expect(q.spec.key).toEqual(['maker_checker_requests', '', 'ip_allowlist', 2, 50]);
    expect(q.spec.invalidatedBy).toEqual(['approvals']);
  });
});

describe('R-ADMIN-2 what a new request says', () => {
  it('open: "Sent for approval — n/min approved"; executed and failed say so', () => {
    expect(outcomeText(parseRequest(requestFixture()))).toBe('Sent for approval — 0/2 approved');
    expect(outcomeText(parseRequest(requestFixture({ request_status: 'executed' })))).toBe(
      'Approved and carried out',
    );
    expect(
      outcomeText(
        parseRequest(requestFixture({ request_status: 'failed', result: { reason: 'User gone' } })),
      ),
    ).toBe('Approved, but it could not be carried out: User gone');
  });
});

describe('R-ADMIN-9 payload summaries', () => {
  const s = (kind: string, payload: Record<string, unknown>) =>
    summarize({ kind, payload }, plainNames);
  it.each([
    ['user_invite', { email: 'new@x.io', roles: ['trader'] }, 'Invite new@x.io as trader'],
    [
      'user_roles',
      { user_id: 3, roles: ['approver', 'admin'] },
      'Roles of user #3 → approver, admin',
    ],
    ['user_deactivate', { user_id: 3 }, 'Deactivate user #3'],
    ['user_reset_factors', { user_id: 3 }, 'Reset the second factors of user #3'],
    [
      'role_permissions',
      {
        changes: [
          { role: 'trader', action: 'Approve Requests', granted: true },
          { role: 'viewer', action: 'canRead', granted: false },
        ],
      },
      '2 changes: + trader: Approve Requests, − viewer: canRead',
    ],
    ['approval_policy', { rules: [{}, {}] }, 'New policy of 2 rules'],
    ['ip_allowlist', { entity_id: 21, allowlist: [] }, 'Allowlist of 21: no restriction'],
    ['ip_allowlist', { allowlist: '10.0.0.0/8, ::1' }, 'Allowlist: 10.0.0.0/8, ::1'],
    ['feature_flags', { flags: { options_rfq: false } }, 'Turn options_rfq off'],
    ['withdrawal', { amount: '1.5', asset: 'BTC', address: 'bc1q' }, 'Withdrawal 1.5 BTC to bc1q'],
  ])('%s', (kind, payload, text) => {
    expect(s(kind, payload)).toBe(text);
  });
});
