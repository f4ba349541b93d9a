import { describe, expect, it } from 'vitest';
import { createFakeCore, ok } from '../../testing/fakeCore';
import {
  APPROVALS_CHANGED,
  approvalKeyAssertion,
  approveCall,
  cancelCall,
  createRequestCall,
  DECISION_CHANGED,
  editRequestCall,
  rejectCall,
} from './calls';

describe('R-ADMIN-2 maker-checker writes', () => {
  it('a new request: kind, payload and the client request id, errors inline', () => {
    expect(createRequestCall('user_deactivate', { user_id: 3 }, 'c-1')).toEqual({
      method: 'POST',
      path: '/uapi/v1/maker_checker/requests',
      body: {
        kind: 'json',
        value: { kind: 'user_deactivate', payload: { user_id: 3 }, client_request_id: 'c-1' },
      },
      hideAlertOnError: true,
    });
    expect(APPROVALS_CHANGED).toEqual({ tags: ['approvals'] });
  });

  it('edit, reject and cancel address the request', () => {
    expect(editRequestCall('r/1', { a: 1 })).toMatchObject({
      method: 'PUT',
      path: '/uapi/v1/maker_checker/requests/r%2F1',
      body: { kind: 'json', value: { payload: { a: 1 } } },
    });
    expect(rejectCall('r1', 'Too large')).toMatchObject({
      path: '/uapi/v1/maker_checker/requests/r1/reject',
      body: { value: { reason: 'Too large' } },
    });
    expect(cancelCall('r1')).toMatchObject({
      method: 'POST',
      path: '/uapi/v1/maker_checker/requests/r1/cancel',
    });
  });
});

describe('R-ADMIN-10 approving with a second factor', () => {
  it('sends the factor, and a decision makes approvals, permissions and audit stale', () => {
    expect(approveCall('r1', { otp_code: '123456' })).toMatchObject({
      path: '/uapi/v1/maker_checker/requests/r1/approve',
      body: { value: { second_factor: { otp_code: '123456' } } },
    });
    expect(DECISION_CHANGED).toEqual({ tags: ['approvals', 'permissions', 'audit'] });
  });

  it('a hardware key: the challenge, then the browser assertion; a cancelled prompt is explained', async () => {
    const core = createFakeCore();
    core.on('POST', '/uapi/v1/maker_checker/second_factor/key/begin', () =>
      ok({ options: { challenge: 'ch' } }),
    );
    const seen: unknown[] = [];
    const r = await approvalKeyAssertion(core, async (o) => {
      seen.push(o);
      return { id: 'cred' };
    });
    expect(seen).toEqual([{ challenge: 'ch' }]);
    expect(r).toEqual({ ok: true, value: { id: 'cred' } });
    const refused = await approvalKeyAssertion(core, () =>
      Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })),
    );
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/cancelled/) });
  });
});
