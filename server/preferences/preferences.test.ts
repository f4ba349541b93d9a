// Named preference documents kept per user on the server (the portfolio's spec 9 preferences).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, asUser, signInMember, type UserCalls } from '../testing/approvals';
import { createTestVenue, type TestVenue } from '../testing/test-app';

describe('user preference documents', () => {
  let venue: TestVenue;
  let alice: UserCalls;
  let bob: UserCalls;

  beforeAll(async () => {
    venue = await createTestVenue('pglite');
    alice = asUser(venue, await signInMember(venue, await addMember(venue, ['trader'])));
    bob = asUser(venue, await signInMember(venue, await addMember(venue, ['trader'])));
  }, 90_000);
  afterAll(async () => venue?.dispose());

  it('R-PORT-15: the portfolio preferences are saved per user on the server, replaced whole, read back by that user only', async () => {
    const empty = await alice.get('/uapi/v1/user_preferences/portfolio');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ key: 'portfolio', value: null, updated_at: null });
    const value = {
      savedAt: 5,
      savedExchanges: ['Main books'],
      prefs: { hideSmallBalances: true, columns: { balances: { hidden: ['price'], sort: null } } },
    };
    const put = await alice.put('/uapi/v1/user_preferences/portfolio', { value });
    expect(put.statusCode, put.body).toBe(200);
    const read = await alice.get('/uapi/v1/user_preferences/portfolio');
    expect(read.json<{ value: unknown }>().value).toEqual(value);
    const next = { ...value, savedAt: 6, prefs: { hideZeroBalances: true } };
    await alice.put('/uapi/v1/user_preferences/portfolio', { value: next });
    expect(
      (await alice.get('/uapi/v1/user_preferences/portfolio')).json<{ value: unknown }>().value,
    ).toEqual(next);
    // Another user sees their own (none).
    expect(
      (await bob.get('/uapi/v1/user_preferences/portfolio')).json<{ value: unknown }>().value,
    ).toBeNull();
  });

  it('R-PORT-15: an unknown key, a non-object value or a document over 16 KiB is refused', async () => {
    expect((await alice.get('/uapi/v1/user_preferences/other')).statusCode).toBe(400);
    expect(
      (await alice.put('/uapi/v1/user_preferences/portfolio', { value: [1] })).statusCode,
    ).toBe(400);
    const big = { blob: 'x'.repeat(17 * 1024) };
    expect(
      (await alice.put('/uapi/v1/user_preferences/portfolio', { value: big })).statusCode,
    ).toBe(413);
  });
});
