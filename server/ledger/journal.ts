// Double-entry journals: every balance change is a set of entries that sums to zero per
// token (customer balances 'sub:<id>', the simulated market 'house:market', fees
// 'house:fees', perpetual funding 'house:funding'). Amounts are decimal strings; a journal that does not balance is a bug and
// throws before anything is written.
import { addDecimal, negateDecimal, signDecimal } from '../../domain/decimal';

export type Book =
  | `sub:${number}`
  | 'house:market'
  | 'house:fees'
  | 'house:funding'
  // Portfolio demo history (server/portfolio/history-seed.ts): opening balances, and
  // deposits/withdrawals from outside the venue.
  | 'house:opening'
  | 'house:external'
  // 043: 'hold:wallet' holds requested withdrawals and transfers; 'house:chain' is the outside
  // world of the simulated chain (deposits come from it, withdrawals go to it).
  | 'hold:wallet'
  | 'house:chain'
  // 047: a custody vault's bonded and unbonding stake (docs/custody.md).
  | `stake:${number}`
  | `unbond:${number}`
  // 056: a vault's principal in a DeFi protocol (docs/defi.md).
  | `defi:${number}:${string}`;

export interface LedgerEntry {
  readonly book: Book;
  readonly token: string;
  readonly amount: string;
  readonly kind: string;
  readonly ref: string;
}

export class Journal {
  readonly entries: LedgerEntry[] = [];

  /** Moves `amount` of `token` from one book to another (two entries). */
  transfer(from: Book, to: Book, token: string, amount: string, kind: string, ref: string): void {
    if (signDecimal(amount) === 0) return;
    this.entries.push({ book: from, token, amount: negateDecimal(amount), kind, ref });
    this.entries.push({ book: to, token, amount, kind, ref });
  }

  /** Throws unless every token sums to zero. */
  check(): void {
    const sums = new Map<string, string>();
    for (const e of this.entries) sums.set(e.token, addDecimal(sums.get(e.token) ?? '0', e.amount));
    for (const [token, sum] of sums)
      if (signDecimal(sum) !== 0) throw new Error(`Ledger journal for ${token} sums to ${sum}`);
  }

  /** Net change per customer subaccount and token. */
  deltas(): Map<number, Map<string, string>> {
    const out = new Map<number, Map<string, string>>();
    for (const e of this.entries) {
      if (!e.book.startsWith('sub:')) continue;
      const sub = Number(e.book.slice(4));
      let tokens = out.get(sub);
      if (!tokens) out.set(sub, (tokens = new Map()));
      tokens.set(e.token, addDecimal(tokens.get(e.token) ?? '0', e.amount));
    }
    return out;
  }
}

export const subBook = (subaccountId: number): Book => `sub:${subaccountId}`;
