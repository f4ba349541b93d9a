import { describe, expect, it } from 'vitest';
import type { HedgeVenue } from '../../tab/sessionTypes';
import { accountTypeLabel, groupByVenue, venueLabel } from './venueGroups';

const acc = (displayText: string, canRead: boolean, accountType = 2): HedgeVenue => ({
  accountType,
  accountId: 1,
  subaccountId: displayText.length,
  displayText,
  canRead,
  canTrade: false,
  canWithdraw: false,
  canTransfer: false,
});

describe('R-SHELL-20 groupByVenue', () => {
  it('keeps only canRead subaccounts and drops venues left empty', () => {
    const groups = groupByVenue({
      optionsMap: {
        otc: { hedgeVenuesList: [acc('Main', true), acc('Hidden', false)] },
        custody: { hedgeVenuesList: [acc('Vault', false, 1)] },
        off_exchange: { hedgeVenuesList: [acc('OES', true, 3)], isDelisted: true },
      },
    });
    expect(groups.map((g) => [g.label, g.delisted, g.accounts.map((a) => a.displayText)])).toEqual([
      ['Off Exchange', true, ['OES']],
      ['OTC', false, ['Main']],
    ]);
  });
});

describe('labels', () => {
  it.each([
    ['otc', 'OTC'],
    ['edge', 'Edge'],
    ['off_exchange', 'Off Exchange'],
    ['binance_futures', 'Binance Futures'],
    ['OKX', 'OKX'],
  ])('venue %s → %s', (key, label) => expect(venueLabel(key)).toBe(label));

  it.each([
    [0, 'Edge'],
    [1, 'Custody'],
    [2, 'OTC'],
    [3, 'Off exchange'],
    [9, 'Type 9'],
  ])('account type %s → %s', (code, label) => expect(accountTypeLabel(code)).toBe(label));
});
