// @vitest-environment jsdom
// Per-row loads skip the read-only pseudo-account of all_accounts (spec 3.5, R-CONST-1,
// docs/api.md "Options"): the venue answers 400 for subaccount -100.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOrders, useRisk } from '../../tab/react/account';
import { renderWithShell } from '../edge/trading/testShell';
import { useBalances } from './useBalances';
import { OPTIONS_RFQ_ACCOUNT } from '../../../domain/constants';
import { isPseudoAccount, isVenueSubaccountId } from '../../../domain/pseudoAccounts';
import { otcSubaccount } from './useOtcSubaccount';
import type { HedgeVenue, HedgeVenuesOptions } from '../../tab/sessionTypes';
import { tradingAccounts } from '../../tab/orders/accounts';

const row = (subaccountId: number, accountType: number, canTrade = true): HedgeVenue => ({
  accountType,
  accountId: 11,
  displayText: `Sub ${subaccountId}`,
  subaccountId,
  canRead: true,
  canTrade,
  canWithdraw: false,
  canTransfer: false,
});

// The pseudo-account as the server lists it, and a malformed one that claims canTrade.
const options = (pseudo: HedgeVenue): HedgeVenuesOptions => ({
  optionsMap: {
    edge: { hedgeVenuesList: [{ ...pseudo, accountType: 0 }, row(101, 0)] },
    otc: { hedgeVenuesList: [pseudo, row(1001, 2), row(1002, 2)] },
  },
});
const listed: HedgeVenue = { ...OPTIONS_RFQ_ACCOUNT };
const claimsTrade: HedgeVenue = { ...OPTIONS_RFQ_ACCOUNT, canTrade: true };

describe('pseudo-accounts (R-CONST-1)', () => {
  it('are recognised by a negative subaccount id', () => {
    expect(isPseudoAccount(OPTIONS_RFQ_ACCOUNT)).toBe(true);
    expect(isPseudoAccount(row(1, 2))).toBe(false);
    expect([-100, 0, 1.5, 101].map(isVenueSubaccountId)).toEqual([false, false, false, true]);
  });

  it('are never Edge trading accounts, whatever canTrade says', () => {
    for (const pseudo of [listed, claimsTrade])
      expect(tradingAccounts(options(pseudo)).map((a) => a.account.subaccountId)).toEqual([101]);
  });

  it('are never the OTC subaccount quotes book to', () => {
    for (const pseudo of [listed, claimsTrade]) expect(otcSubaccount(options(pseudo))).toBe(1001);
    expect(otcSubaccount({ optionsMap: { otc: { hedgeVenuesList: [claimsTrade] } } })).toBeNull();
  });
});

function Loads({ id }: { readonly id: number }) {
  useOrders(id);
  useRisk(id);
  useBalances(id);
  return null;
}

describe('per-subaccount loads', () => {
  afterEach(cleanup);

  it('ask nothing for a pseudo-account and subscribe for a venue subaccount', () => {
    const pseudo = renderWithShell(<Loads id={OPTIONS_RFQ_ACCOUNT.subaccountId} />);
    expect(pseudo.core.calls).toEqual([]);
    expect(['orders:-100', 'risk:-100'].map((t) => pseudo.core.liveCount(t))).toEqual([0, 0]);
    pseudo.unmount();
    const real = renderWithShell(<Loads id={1001} />);
    expect(['orders:1001', 'risk:1001'].map((t) => real.core.liveCount(t))).toEqual([1, 1]);
    expect(real.core.calls.map((c) => c.path)).toEqual(['/uapi/v2/token_balances']);
  });
});
