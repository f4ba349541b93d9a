// The knowledge base shipped with the product: FAQs, feature pages and the spec's error texts
// with what to do about them. Synced into assistant_articles (new slugs added, shipped ones
// kept current); `visibleTo` empty = every member.
import { INSUFFICIENT_CREDIT_TEXT } from '../../../domain/constants';
import type { Role } from '../../../domain/permissions';
import { IP_REFUSED_TEXT } from '../../policy/policy';
import { ERROR_ARTICLES } from './error-articles';
import { FAQ_ARTICLES } from './faq-articles';
import { FEATURE_ARTICLES } from './feature-articles';

export interface Article {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly visibleTo: readonly Role[];
  readonly curated: boolean;
}

export const BUILT_IN_ARTICLES: readonly Article[] = [
  {
    slug: 'assistant-what-it-can-do',
    title: 'What the assistant can answer',
    body: "The assistant answers from your own live data under your own permissions: balances and exposure by token, venue or subaccount; positions and unrealised PnL; open orders, one order's status and rejection reason; fills; RFQ, RFS and options executions; requests waiting for approval; market tickers and candles. It never moves money: a transfer it prepares is a draft you confirm, which then needs approval like any other request.",
    tags: ['assistant', 'help', 'faq'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'transfers-and-approvals',
    title: 'Transfers between subaccounts and maker-checker approval',
    body: 'A transfer between your subaccounts is a maker-checker request: you (the maker) submit it, then approvers (the checkers) approve it according to your approval policy. The status shows the count of approvers over min_approvers followed by Approved; a rejected request shows Request Rejected and an expired one Request Expired. A user who already approved or rejected cannot act again. Transfers need canTransfer on the source subaccount and a venue with transfers enabled.',
    tags: ['transfer', 'approval', 'maker-checker', 'faq'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'balances-available-locked',
    title: 'Total, available and locked balances',
    body: 'Total is what the ledger holds for a token on a subaccount. Locked is what your open orders and position margins hold. Available is total minus locked: it is what a new order, transfer or withdrawal can use. Amounts show 2 decimals for USD, BUSD, USDT and USDC and 8 for other tokens.',
    tags: ['balances', 'available', 'locked', 'faq'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'error-insufficient-credit',
    title: `Error: ${INSUFFICIENT_CREDIT_TEXT}`,
    body: `"${INSUFFICIENT_CREDIT_TEXT}" means an RFQ, RFS or options trade would take your institution over its credit limit. Reduce the size, settle open trades, or ask your relationship manager to raise the limit.`,
    tags: ['error', 'credit', 'rfq'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'error-ip-not-allowed',
    title: 'Error: your IP address is not allowed',
    body: `"${IP_REFUSED_TEXT}" means the entity has an IP allowlist and your address is not on it. Connect from an allowed network, or ask an admin to add your address (the change needs approval).`,
    tags: ['error', 'ip', 'allowlist', 'security'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'error-session-expired',
    title: 'Error: your session has expired',
    body: '"Your session has expired. Please sign in again." appears when your session ended or was revoked (for example after a password change). Sign in again; your open tabs follow.',
    tags: ['error', 'session', 'sign in'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'order-rejections',
    title: 'Why an order is rejected',
    body: "An order is rejected when it fails a venue check: not enough available balance, a quantity below the minimum or above the maximum trade size, a price off the tick, post-only that would take liquidity, or reduce-only that would increase a position. The order's reason says which. Market, RFQ, stop-market, take-profit-market, trailing-stop-market and stop-loss orders need no limit price.",
    tags: ['orders', 'rejected', 'reason', 'faq'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'withdrawals-availability',
    title: 'Where withdrawals are possible',
    body: 'Withdrawals are allowed only on venues with withdrawals enabled, not delisted, and with at least one subaccount that can withdraw. Whitelisting addresses is available only on venues with address whitelisting enabled. A minimum withdrawal amount is shown when the venue provides one.',
    tags: ['withdrawal', 'whitelist', 'custody', 'faq'],
    visibleTo: [],
    curated: true,
  },
  {
    slug: 'approval-policies-admin',
    title: 'Managing approval policies (admins)',
    body: 'Admins define approval policy rules by request kind, asset, USD amount and destination type: each rule sets min_approvers and who may approve (roles or named users). A change to a policy is itself a maker-checker request that another admin approves.',
    tags: ['admin', 'approval', 'policy'],
    visibleTo: ['admin'],
    curated: true,
  },
  {
    slug: 'desk-community-tips',
    title: 'Desk tips from the community (not reviewed)',
    body: 'Traders pin their favourite markets in the Edge market list, and keep one tab per venue. Use the blotter filters to find fills by market. These tips are community notes and not reviewed by the desk.',
    tags: ['tips', 'edge', 'community'],
    visibleTo: [],
    curated: false,
  },
  // FAQ articles of the product areas (docs/faqs-support.md).
  ...FAQ_ARTICLES,
  // The spec's error texts with what to do (spec 8, 2.4).
  ...ERROR_ARTICLES,
  // Feature pages, the EMS docs, and the admin pages.
  ...FEATURE_ARTICLES,
];
