// Product-feature pages and the EMS documentation (docs/labs-focal.md, docs/stream-protocol.md,
// docs/api.md) as knowledge-base articles, and the admin pages only admins (or auditors) read.
import type { Article } from './articles';

const everyone = { visibleTo: [], curated: true } as const;

export const FEATURE_ARTICLES: readonly Article[] = [
  {
    slug: 'reports-and-downloads',
    title: 'Reports, exports and the Downloads panel',
    body: 'Export on a blotter, the portfolio or a workflow run ("Save as report") asks for a file in the background: it appears at once in the Downloads panel of the top bar in every tab, with a progress bar, and gets a Download button when it is ready. Formats: CSV, XLSX and PDF (workflow reports: PDF or Markdown). A PDF holds at most 20,000 rows: choose CSV or XLSX for more. At most 5 reports can be in progress at once, and a ready file is kept for 24 hours, then expires and must be requested again.',
    tags: ['reports', 'exports', 'downloads', 'portfolio', 'faq'],
    ...everyone,
  },
  {
    slug: 'assistant-workflows',
    title: 'Assistant workflows: run now, schedules and saved reports',
    body: 'Workflows are named checks of several steps, each shown with its status: the daily treasury check (holdings by venue, USDC and USDT by subaccount, balances against the treasury rules with suggested transfers, requests waiting for approval, open positions) and the trading review (open orders, fills, quote executions, positions). Run one now, or schedule it daily at a UTC time or every N hours; the run history keeps each run. Save as report turns a run into a PDF or Markdown file in the Downloads panel. Workflows only read: suggested transfers are suggestions, nothing moves.',
    tags: ['assistant', 'workflows', 'reports', 'treasury'],
    ...everyone,
  },
  {
    slug: 'focal-single-asset',
    title: 'Focal: everything about one token',
    body: 'Focal (/focal?token=BTC) shows one token on one page from the subaccounts you may read: its live price and USD value, the total held and the balances by venue and subaccount, open Edge orders in its pairs, recent fills and OTC trades, the treasury rules watching it and the requests still waiting that name it, with links to trade, deposit and withdraw.',
    tags: ['focal', 'portfolio', 'faq'],
    ...everyone,
  },
  {
    slug: 'post-trade-area',
    title: 'Post-trade: settlement, statistics, cashflows and EMS transactions',
    body: 'Post-trade gathers what happened after execution: trade allocation, settlement batches, statistics of trades and fees, cashflows (every non-trade ledger movement), transactions, end-of-day snapshots (one day compared with another) and EMS transactions (parent orders such as TWAP with their slices and fills, arrival price and slippage). Insights and Analytics lead there. Each list can be exported from the screen.',
    tags: ['post-trade', 'portfolio', 'faq'],
    ...everyone,
  },
  {
    slug: 'custody-vaults',
    title: 'Native custody: vaults, sends and staking',
    body: 'Native custody holds tokens in vaults (Cold Vault, Warm Vault, Intl Vault) of your custody account, each with a deposit address per network. Sending from a vault (to a whitelisted address or another vault) is a maker-checker request, and each cold vault has a quorum rule of approvers. Staked ETH and SOL are bonded with a validator and earn rewards; unstaked tokens come back after the unbonding period (27 hours for ETH, 48 hours for SOL).',
    tags: ['custody', 'wallet', 'staking', 'faq'],
    ...everyone,
  },
  {
    slug: 'ems-docs-overview',
    title: 'EMS documentation: where the API and stream are described',
    body: 'The EMS documentation (/docs/ems, readable without signing in) is built from the protocol files of the running version, so it cannot drift from the product: every order message and enum with its fields, numbers and comments, the order calls, Fusion routing, the stream messages and topics, the sequence and checksum rules and recovery.',
    tags: ['ems', 'docs', 'api', 'stream'],
    ...everyone,
  },
  {
    slug: 'ems-order-calls',
    title: 'EMS order calls: create, cancel, edit and idempotency',
    body: 'Orders are created, cancelled and edited with binary protobuf calls (POST /uapi/v1/order/create, /uapi/v1/order/cancel, /uapi/v1/edit_order; messages of proto/orders.proto) with your session bearer token. client_order_id is required (1-36 letters, digits, _ or -) and makes a create idempotent: sending the same client_order_id again on the subaccount creates nothing and answers with the existing order. Amounts, prices and quantities are decimal strings. A rejected order carries its reason.',
    tags: ['ems', 'api', 'orders', 'docs'],
    ...everyone,
  },
  {
    slug: 'ems-stream-sequence-checksum',
    title: 'EMS stream: subscriptions, sequence numbers and checksums',
    body: 'Market data comes over one WebSocket (/stream) of binary protobuf frames. Subscribe to a topic such as book:BTC/USD: the answer is Subscribed, then a BookSnapshot, then BookDelta messages. Each delta has seq = prev_seq + 1 with no gaps, and a checksum: the CRC32 of the top 10 levels per side after applying it. On a gap, a checksum mismatch or invalid levels, drop the book, unsubscribe and subscribe again, and rebuild from the new snapshot; after a reconnect every topic restarts from a fresh snapshot.',
    tags: ['ems', 'stream', 'websocket', 'docs', 'api'],
    ...everyone,
  },
  {
    slug: 'admin-settings-overview',
    title: 'Admin settings: users, roles, policies, allowlists and flags (admins)',
    body: "Admin settings manage the entity: users and their roles, the role and permission matrix, approval policies, IP allowlists and feature flags. Every change there is a maker-checker request another administrator approves. The knowledge base tab is the exception: adding, editing or hiding your entity's own articles is a change of content, applies at once and is recorded in the audit log.",
    tags: ['admin', 'approval', 'policy'],
    visibleTo: ['admin'],
    curated: true,
  },
  {
    slug: 'knowledge-base-editor',
    title: 'Managing the knowledge base (admins)',
    body: "Admins add their entity's own articles in Admin settings, Knowledge base: a slug, a title, the text, tags (the FAQ area comes from the first tag naming one) and which roles may read it (none ticked: every member). Hide an article to withdraw it; show it again later. Only your entity's members ever see your articles, and only the roles you chose: the assistant will not find, quote or cite an article for anyone else. Shipped articles are the product's and change with its releases.",
    tags: ['admin', 'knowledge', 'assistant'],
    visibleTo: ['admin'],
    curated: true,
  },
  {
    slug: 'audit-log-reading',
    title: 'Reading and exporting the audit log (admins and auditors)',
    body: 'The audit log records who did what, when, from which IP address, for which entity, with the state before and after: sign-ins, every request and its approvals, refusals of the access policy, and knowledge-base edits. It cannot be changed. Admins and auditors read it in Admin settings, Audit log, and may export it.',
    tags: ['admin', 'audit', 'security'],
    visibleTo: ['admin', 'auditor'],
    curated: true,
  },
];
