import { describe, expect, it } from 'vitest';
import type { RestCall, RestResult } from '../../../workers/api';
import { IP_NOT_ALLOWED_TEXT, switchEntity, type EntitySwitchCore } from './entitySwitch';

function fakeCore(answers: Record<string, () => RestResult | Promise<never>>) {
  const log: string[] = [];
  const calls: RestCall[] = [];
  const core: EntitySwitchCore = {
    async request<T>(call: RestCall): Promise<RestResult<T>> {
      calls.push(call);
      log.push(`${call.method} ${call.path}`);
      const a = answers[call.path];
      if (!a) throw { kind: 'http', status: 404, message: 'no', errors: [] };
      return (await a()) as RestResult<T>;
    },
    blockRequests: async () => void log.push('block'),
    unblockRequests: async () => void log.push('unblock'),
    reloadAllTabs: async () => void log.push('reload'),
  };
  return { core, log, calls };
}

const ok = (data: unknown): RestResult => ({ ok: true, status: 200, data });
const CHECK = '/v2/user/legal-entity/is_request_ip_whitelisted/22';
const SWITCH = '/v2/user/legal-entity/switch/22';

describe('R-SHELL-21 switchEntity', () => {
  it('checks the IP, blocks, switches past the block, unblocks, then reloads every tab', async () => {
    const { core, log, calls } = fakeCore({
      [CHECK]: () => ok({ success: true, whitelisted: true, ip: '127.0.0.1' }),
      [SWITCH]: () => ok({ success: true, entity_id: 22 }),
    });
    expect(await switchEntity(core, 22)).toEqual({ kind: 'switched' });
    expect(log).toEqual([`GET ${CHECK}`, 'block', `POST ${SWITCH}`, 'unblock', 'reload']);
    expect(calls[1]).toMatchObject({ bypassBlock: true, hideAlertOnError: true });
  });

  it('stops before blocking when the IP is not allowed', async () => {
    const { core, log } = fakeCore({
      [CHECK]: () => ok({ success: true, whitelisted: false, ip: '10.0.0.1' }),
    });
    expect(await switchEntity(core, 22)).toEqual({
      kind: 'ipNotAllowed',
      message: IP_NOT_ALLOWED_TEXT,
    });
    expect(log).toEqual([`GET ${CHECK}`]);
  });

  it('unblocks and reloads nothing when the switch itself is refused', async () => {
    const { core, log } = fakeCore({
      [CHECK]: () => ok({ success: true, whitelisted: true }),
      [SWITCH]: () =>
        Promise.reject({
          kind: 'http',
          status: 403,
          message: 'Your IP address is not allowed for this entity.',
          errors: [],
        }),
    });
    expect(await switchEntity(core, 22)).toEqual({
      kind: 'failed',
      message: 'Your IP address is not allowed for this entity.',
    });
    expect(log).toEqual([`GET ${CHECK}`, 'block', `POST ${SWITCH}`, 'unblock']);
  });
});
