import { describe, expect, it } from 'vitest';
import {
  activeTab,
  visibleTabs,
  visibleTradeTypes,
  type NavInput,
  type NavTabKey,
  type TradeTypeKey,
} from './navigation';
import type { HedgeVenue, HedgeVenuesOptions, Role } from './sessionTypes';

function account(accountType: number, canRead = true): HedgeVenue {
  return {
    accountType,
    accountId: 1,
    displayText: 'x',
    subaccountId: 1,
    canRead,
    canTrade: false,
    canWithdraw: false,
    canTransfer: false,
  };
}

const otcOnly: HedgeVenuesOptions = { optionsMap: { otc: { hedgeVenuesList: [account(2)] } } };
const withCustody: HedgeVenuesOptions = {
  optionsMap: {
    otc: { hedgeVenuesList: [account(2)] },
    custody: { hedgeVenuesList: [account(1)] },
  },
};
const unreadableCustody: HedgeVenuesOptions = {
  optionsMap: { custody: { hedgeVenuesList: [account(1, false)] } },
};

function input(p: Partial<NavInput> & { roles?: Role[] } = {}): NavInput {
  return { flags: {}, roles: ['trader'], accounts: otcOnly, enabledProperties: null, ...p };
}

const ALWAYS: NavTabKey[] = [
  'Trade',
  'Portfolio',
  'Insights',
  'Analytics',
  'Defi',
  'Labs',
  'Focal',
  'Account',
  'FAQs',
  'Support',
  'LogOut',
];

describe('R-SHELL-6 visibleTabs', () => {
  const cases: { name: string; in: NavInput; shown: NavTabKey[]; hidden: NavTabKey[] }[] = [
    {
      name: 'plain trader without custody',
      in: input(),
      shown: ALWAYS,
      hidden: ['AdminSettings', 'UAPIAdminSettings', 'NativeCustody'],
    },
    {
      name: 'admin, old permission module',
      in: input({ roles: ['admin'] }),
      shown: ['AdminSettings'],
      hidden: ['UAPIAdminSettings'],
    },
    {
      name: 'admin, new permission module',
      in: input({ roles: ['admin'], flags: { new_permission_module: true } }),
      shown: ['UAPIAdminSettings'],
      hidden: ['AdminSettings'],
    },
    {
      name: 'trader with the new permission module flag sees no admin tab',
      in: input({ flags: { new_permission_module: true } }),
      shown: [],
      hidden: ['AdminSettings', 'UAPIAdminSettings'],
    },
    {
      name: 'readable custody account',
      in: input({ accounts: withCustody }),
      shown: ['NativeCustody'],
      hidden: [],
    },
    {
      name: 'custody account without canRead',
      in: input({ accounts: unreadableCustody }),
      shown: [],
      hidden: ['NativeCustody'],
    },
    {
      name: 'venue switches areas off',
      in: input({
        enabledProperties: {
          defi_enabled: false,
          labs_enabled: false,
          focal_enabled: false,
          analytics_enabled: false,
        },
      }),
      shown: ['Trade'],
      hidden: ['Defi', 'Labs', 'Focal', 'Analytics'],
    },
    {
      name: 'explicit true keeps areas on',
      in: input({ enabledProperties: { defi_enabled: true } }),
      shown: ['Defi', 'Labs'],
      hidden: [],
    },
  ];
  it.each(cases)('$name', (c) => {
    const keys = visibleTabs(c.in).map((t) => t.key);
    for (const k of c.shown) expect(keys).toContain(k);
    for (const k of c.hidden) expect(keys).not.toContain(k);
  });

  it('keeps Trade first and LogOut last', () => {
    const keys = visibleTabs(input({ roles: ['admin'], accounts: withCustody })).map((t) => t.key);
    expect(keys[0]).toBe('Trade');
    expect(keys.at(-1)).toBe('LogOut');
  });
});

describe('R-SHELL-7 visibleTradeTypes', () => {
  const cases: { flags: Record<string, boolean>; want: TradeTypeKey[] }[] = [
    { flags: {}, want: ['RFQ', 'Streaming', 'Fusion'] },
    { flags: { edge_trading_enabled: true }, want: ['RFQ', 'Streaming', 'Edge', 'Fusion'] },
    { flags: { options_rfq: true }, want: ['RFQ', 'Streaming', 'Options', 'Fusion'] },
    {
      flags: { edge_trading_enabled: false, options_rfq: true },
      want: ['RFQ', 'Streaming', 'Options', 'Fusion'],
    },
  ];
  it.each(cases)('flags $flags', ({ flags, want }) => {
    expect(visibleTradeTypes(input({ flags })).map((t) => t.key)).toEqual(want);
  });
});

describe('R-SHELL-8 R-CUST-5 activeTab', () => {
  const tabs = visibleTabs(input({ roles: ['admin'], accounts: withCustody }));
  it.each([
    ['/trading/rfq', 'Trade'],
    ['/v2/trade/edge', 'Trade'],
    ['/portfolio/credit/loans', 'Portfolio'],
    ['/post-trade/transactions/open', 'Insights'],
    ['/custody/vaults', 'NativeCustody'],
    ['/custody/vaults/4', 'NativeCustody'],
    // Wallet pages belong to no tab (they were highlighted as Custody before issue 15).
    ['/wallet/withdraw', null],
    ['/account/accounts_security', 'Account'],
    ['/faq', 'FAQs'],
    ['/faqs/product-features/edge', 'FAQs'],
    ['/trading/rfqx', null],
    ['/nowhere', null],
  ] as const)('%s → %s', (path, key) => {
    expect(activeTab(tabs, path)).toBe(key);
  });
});

describe('R-ADMIN-12 the admin tab follows permissions', () => {
  const admin = (i: NavInput) => visibleTabs(i).find((t) => t.key === 'AdminSettings');

  it('an approver (default matrix) gets it as Approvals, leading to the pending list', () => {
    expect(admin(input({ roles: ['approver'] }))).toMatchObject({
      label: 'Approvals',
      to: '/admin/approvals/pending',
    });
  });

  it('an auditor may read the audit log: the settings', () => {
    expect(admin(input({ roles: ['auditor'] }))).toMatchObject({ to: '/admin/settings' });
  });

  it("the server's granted actions win over the roles", () => {
    expect(admin(input({ roles: ['trader'], actions: ['Approve Requests'] }))?.to).toBe(
      '/admin/approvals/pending',
    );
    expect(admin(input({ roles: ['admin'], actions: ['canRead'] }))).toBeUndefined();
  });

  it('marks the admin tab active on the approval list', () => {
    const tabs = visibleTabs(input({ roles: ['admin'] }));
    expect(activeTab(tabs, '/admin/approvals/pending')).toBe('AdminSettings');
  });
});
