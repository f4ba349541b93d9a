// FAQ articles of the product areas (docs/faqs-support.md), part of the one knowledge base the
// assistant and the FAQ pages read. Tags put each in its FAQ area (domain/faq.ts).
import type { Article } from './articles';

const everyone = { visibleTo: [], curated: true } as const;

export const FAQ_ARTICLES: readonly Article[] = [
  {
    slug: 'fusion-what-it-is',
    title: 'What is Fusion?',
    body: 'Fusion shows one consolidated order book per pair: the Edge order book levels and our OTC streaming prices side by side, each tagged with its source and an all-in price that includes fees. One Fusion order is routed by the venue across both sources to the best all-in price: the OTC part executes at a firm quote and the book part as an immediate-or-cancel order. The breakdown shows where each part filled and the price improvement over the best single source.',
    tags: ['fusion', 'faq', 'routing'],
    ...everyone,
  },
  {
    slug: 'fusion-limit-orders',
    title: 'Fusion limit orders and the remainder',
    body: 'A Fusion limit order only takes Edge levels and OTC prices at or better than your limit. Choose IOC to cancel whatever cannot fill now, or GTC to rest the remainder on the Edge book at your limit; the resting part stays under the same parent order and its later fills show in the breakdown. Repeating a send with the same client order id never creates a second order.',
    tags: ['fusion', 'orders', 'limit'],
    ...everyone,
  },
  {
    slug: 'edge-order-types',
    title: 'Edge order types and time in force',
    body: 'Edge accepts market, limit, limit maker (post-only), stop, stop limit, take profit, trailing stop and TWAP orders. Time in force: GTC rests until filled or cancelled, IOC cancels what cannot trade at once, FOK trades in full or not at all, GTX is post-only. Maker fee 0.02 %, taker fee 0.05 % of notional.',
    tags: ['edge', 'orders', 'faq'],
    ...everyone,
  },
  {
    slug: 'rfq-quote-lifetime',
    title: 'How long is an RFQ quote valid?',
    body: 'A firm RFQ quote can be executed for 10 seconds of server time. After that it reads Request Expired and you ask for a new one. A quote executes at most once; if the market moved against us by more than the last-look tolerance you are asked to requote.',
    tags: ['rfq', 'quotes', 'faq'],
    ...everyone,
  },
  {
    slug: 'rfs-streaming-ladder',
    title: 'Streaming prices (RFS) and size tiers',
    body: 'Streaming quotes show a ladder of prices per size tier, refreshed twice a second. A price is for the whole size up to its tier. Clicking a price trades that size at that price as long as the market has not moved beyond the tolerance; otherwise the trade is refused with Streaming price is no longer valid.',
    tags: ['rfs', 'quotes', 'faq'],
    ...everyone,
  },
  {
    slug: 'options-rfq-basics',
    title: 'Options RFQ: structures, greeks and margin',
    body: 'Build a structure of up to several legs (calls and puts on BTC or ETH), with equal or different ratios, then request a price. The screen shows the greeks in desk units, a one-day 99 % VaR, the total cost and the incremental margin. Options RFQ is available when the options_rfq feature is enabled for your institution.',
    tags: ['options', 'faq'],
    ...everyone,
  },
  {
    slug: 'portfolio-performance',
    title: 'Portfolio performance and end-of-day snapshots',
    body: 'Performance is computed from end-of-day snapshots of your balances valued in USD. The default window is the start of the month to the end of today in UTC, with quick ranges for the last 7 and 30 days, month, quarter and year.',
    tags: ['portfolio', 'faq'],
    ...everyone,
  },
  {
    slug: 'treasury-rules',
    title: 'Treasury rules: sweeps and top-ups',
    body: 'A treasury rule watches a token balance on an account and, on its schedule, moves the excess to a counterparty account or tops the balance up. New rules, changes, enabling and running now are maker-checker requests that need approval.',
    tags: ['treasury', 'portfolio', 'faq'],
    ...everyone,
  },
  {
    slug: 'deposits-how-to',
    title: 'How do I deposit?',
    body: 'Open Wallet, Deposit, choose the venue, account, token and network, and send funds to the address shown. The deposit appears as pending and is credited once the network confirms it.',
    tags: ['deposit', 'wallet', 'faq'],
    ...everyone,
  },
  {
    slug: 'whitelisting-addresses',
    title: 'Address approval: how long it takes',
    body: 'Withdrawals go only to whitelisted addresses on venues with address whitelisting enabled. With maker-checker your request is pending checker approvals for 48 hours; upon approval it is processed within 24 hours.',
    tags: ['whitelist', 'faq'],
    ...everyone,
  },
  {
    slug: 'security-second-factors',
    title: 'Second factors: email code, authenticator and security key',
    body: 'Sign-in uses your password and a second factor: an emailed one-time code, an authenticator app code, or a hardware security key. Manage them under Account, Security. Approving a request that moves money asks for a second factor again.',
    tags: ['security', 'account', 'faq'],
    ...everyone,
  },
  {
    slug: 'account-entities',
    title: 'Switching between legal entities',
    body: 'If you belong to several legal entities, switch with the entity switcher in the top bar. Each entity has its own accounts, permissions and, possibly, an IP allowlist: the switch first checks that your address is allowed.',
    tags: ['account', 'entities', 'faq'],
    ...everyone,
  },
  {
    slug: 'support-tickets',
    title: 'Opening a support ticket',
    body: 'Open Support, New ticket, choose a category (trading, custody, withdrawals, account or technical) and a priority, describe the issue and attach a small file if useful. Our support desk answers in the ticket thread and you get an email when they do. A ticket is open, pending (waiting on you), resolved or closed.',
    tags: ['support', 'faq'],
    ...everyone,
  },
  {
    slug: 'labs-experiments',
    title: 'Labs: trying experimental features',
    body: 'Labs lists experimental features you can switch on for yourself only, such as keyboard-only trading or a compact density. Each switch takes effect at once and can be turned off any time; tell us what you think with the feedback box.',
    tags: ['labs', 'faq'],
    ...everyone,
  },
];
