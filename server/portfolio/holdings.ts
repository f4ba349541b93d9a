// Live holdings of a read selection (spec 3.3 token balance row, issue 13 "Balances"): per
// subaccount and token the equity balance, what is available, what is held by open orders
// and option margin and pending withdrawals/transfers, the USD price and value; totals and per-token sums. Read from the order
// service's memory, which every booking updates after its commit (docs/server.md).
import { addDecimal, multiplyDecimal, roundDecimalHalfUp, signDecimal } from '../../domain/decimal';
import type { AccountReader } from '../orders/read-model';
import { balancesOf } from '../orders/views';
import type { PortfolioSubaccount } from './accounts';
import type { WalletHolds } from './wallet-holds';

export interface HoldingRow {
  readonly venue: string;
  readonly venueName: string;
  readonly group: PortfolioSubaccount['group'];
  readonly accountId: number;
  readonly accountName: string;
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly token: string;
  readonly equity_balance: string;
  readonly available: string;
  readonly held: string;
  /** USD value of one unit; null when the venue has no rate for the token. */
  readonly price: string | null;
  readonly value_usd: string;
}

export interface TokenTotal {
  readonly token: string;
  readonly equity_balance: string;
  readonly available: string;
  readonly held: string;
  readonly price: string | null;
  readonly value_usd: string;
}

export interface HoldingTotals {
  readonly equity_usd: string;
  readonly available_usd: string;
  readonly held_usd: string;
}

/** USD to the cent, half-up (what the screen shows and the reconciliation checks). */
export const toCents = (amount: string) => roundDecimalHalfUp(amount, 2);
const usd = (amount: string, price: string | null) =>
  price === null ? '0' : multiplyDecimal(amount, price);

export function holdingRows(
  orders: AccountReader,
  subs: readonly PortfolioSubaccount[],
  rates: Readonly<Record<string, string>>,
  walletHolds: WalletHolds = new Map(),
): HoldingRow[] {
  return subs.flatMap((s) => {
    const wallet = walletHolds.get(s.id) ?? new Map<string, string>();
    const tokens = [
      ...new Set([...balancesOf(orders, s.id).map((b) => b.token), ...wallet.keys()]),
    ].sort();
    return balancesOf(orders, s.id, tokens)
      .map((b) => {
        // Pending withdrawals and transfers left the subaccount's book for `hold:wallet`: they
        // are still its money, held (R-PORT-16).
        const walletHeld = wallet.get(b.token) ?? '0';
        return {
          ...b,
          total: addDecimal(b.total, walletHeld),
          locked: addDecimal(b.locked, walletHeld),
        };
      })
      .filter((b) => signDecimal(b.total) !== 0 || signDecimal(b.locked) !== 0)
      .map((b) => {
        const price = rates[b.token] ?? null;
        return {
          venue: s.venue,
          venueName: s.venueName,
          group: s.group,
          accountId: s.accountId,
          accountName: s.accountName,
          subaccountId: s.id,
          subaccountName: s.name,
          token: b.token,
          equity_balance: b.total,
          available: b.available,
          held: b.locked,
          price,
          value_usd: toCents(usd(b.total, price)),
        };
      });
  });
}

/** Sums per token (exact amounts; USD to the cent from the exact sum, not from rounded rows). */
export function tokenTotals(rows: readonly HoldingRow[]): TokenTotal[] {
  const by = new Map<
    string,
    { total: string; available: string; held: string; price: string | null }
  >();
  for (const r of rows) {
    const t = by.get(r.token) ?? { total: '0', available: '0', held: '0', price: r.price };
    by.set(r.token, {
      total: addDecimal(t.total, r.equity_balance),
      available: addDecimal(t.available, r.available),
      held: addDecimal(t.held, r.held),
      price: t.price,
    });
  }
  return [...by]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([token, t]) => ({
      token,
      equity_balance: t.total,
      available: t.available,
      held: t.held,
      price: t.price,
      value_usd: toCents(usd(t.total, t.price)),
    }));
}

export function holdingTotals(tokens: readonly TokenTotal[]): HoldingTotals {
  let equity = '0';
  let available = '0';
  let held = '0';
  for (const t of tokens) {
    equity = addDecimal(equity, usd(t.equity_balance, t.price));
    available = addDecimal(available, usd(t.available, t.price));
    held = addDecimal(held, usd(t.held, t.price));
  }
  return {
    equity_usd: toCents(equity),
    available_usd: toCents(available),
    held_usd: toCents(held),
  };
}
