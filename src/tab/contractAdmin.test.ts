import { describe, expect, it } from 'vitest';
import { contractAdminUnassigned } from './contractAdmin';
import type { User } from './sessionTypes';

function user(mandatory_las: boolean, has_legal_authorized_signatory: boolean): User {
  return {
    id: 1,
    email: 'a@b.co',
    first_name: 'A',
    last_name: 'B',
    otc_customer_id: 1,
    root_customer_id: 1,
    customer: { account_id: 1, mandatory_las, has_legal_authorized_signatory },
    landing_page: '/trading/rfq',
    status: 'active',
  };
}

describe('R-SHELL-5 contractAdminUnassigned', () => {
  it.each([
    [true, false, true, true],
    [true, false, false, false],
    [true, true, true, false],
    [false, false, true, false],
    [false, true, true, false],
  ])('mandatory=%s hasSignatory=%s flag=%s → %s', (mandatory, has, flag, want) => {
    expect(
      contractAdminUnassigned(user(mandatory, has), { contract_and_upsell_enabled: flag }),
    ).toBe(want);
  });

  it('treats a missing flag as off', () => {
    expect(contractAdminUnassigned(user(true, false), {})).toBe(false);
  });
});
