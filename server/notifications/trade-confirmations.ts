// Trade confirmation emails (spec 7.3 /api/get_trade_confirmation_emails_enabled; docs/account.md
// "Trade confirmations"): after the commit of an Edge fill or an RFQ/RFS execution, a
// confirmation goes through the mail transport to each user it concerns whose
// `trade_confirmation_emails` is on — the user who executed a quote; for Edge fills (orders do
// not record their user) the entity's active traders. One mail per commit and subaccount.
// Amounts and prices are grouped by thousands (never a bare six-digit run a reader of sign-in
// codes could take for a code).
import { sql, type Kysely } from 'kysely';
import { formatDateTimeUtc } from '../../domain/dates';
import { displayAmount, displayPrice } from '../../domain/numbers';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { SubaccountChange } from '../orders/publisher';
import type { Execution } from '../quotes/service';

export interface TradeLine {
  readonly symbol: string;
  readonly side: string;
  readonly quantity: string;
  readonly price: string;
  readonly fee?: { readonly amount: string; readonly token: string };
  readonly time: number;
  readonly source: 'Edge' | 'RFQ' | 'RFS';
}

/** A six-digit fraction gets a trailing zero (same number): no bare six-digit run in a mail. */
const noCodeLike = (text: string) => text.replace(/\.(\d{6})\b/g, '.$10');

export function confirmationText(subaccount: string, lines: readonly TradeLine[]): string {
  const rows = lines.map((l) => {
    const base = l.symbol.split('/')[0] ?? '';
    const quote = l.symbol.split('/')[1] ?? '';
    const fee = l.fee ? `, fee ${displayAmount(l.fee.amount, l.fee.token)} ${l.fee.token}` : '';
    return `- ${l.side === 'SELL' ? 'Sold' : 'Bought'} ${displayAmount(l.quantity, base)} ${base} at ${displayPrice(l.price)} ${quote} on ${l.source}${fee} (${formatDateTimeUtc(l.time)} UTC)`;
  });
  return noCodeLike(
    [
      `Trade confirmation for ${subaccount}:`,
      '',
      ...rows,
      '',
      'You receive these because trade confirmation emails are on in Account › Security.',
    ].join('\n'),
  );
}

export class TradeConfirmations {
  constructor(
    private readonly o: {
      db: Kysely<Database>;
      mailer: Mailer;
      log: { warn(o: object, msg: string): void };
    },
  ) {}

  /** Edge fills of one commit (the order service's change listener). */
  edgeFills(changes: readonly SubaccountChange[]): Promise<void> {
    return this.safely(async () => {
      for (const change of changes) {
        if (change.fills.length === 0) continue;
        await this.send(
          change.subaccountId,
          null,
          change.fills.map((f) => ({
            symbol: f.symbol,
            side: f.side,
            quantity: f.quantity,
            price: f.price,
            fee: { amount: f.fee, token: f.feeToken },
            time: f.time,
            source: 'Edge' as const,
          })),
        );
      }
    });
  }

  /** An RFQ or RFS execution by `userId`. */
  quoteExecution(userId: number, e: Execution): Promise<void> {
    return this.safely(() =>
      this.send(e.subaccountId, userId, [
        {
          symbol: e.symbol,
          side: e.side,
          quantity: e.quantity,
          price: e.price,
          time: e.executed_at,
          source: e.source,
        },
      ]),
    );
  }

  private async send(
    subaccountId: number,
    userId: number | null,
    lines: readonly TradeLine[],
  ): Promise<void> {
    const sub = await this.o.db
      .selectFrom('subaccounts')
      .select(['name', 'entity_id'])
      .where('id', '=', subaccountId)
      .executeTakeFirst();
    if (!sub) return;
    let q = this.o.db
      .selectFrom('users')
      .innerJoin('user_entities', 'user_entities.user_id', 'users.id')
      .select('users.email')
      .where('user_entities.entity_id', '=', sub.entity_id)
      .where('users.status', '=', 'active')
      .where('users.deactivated_at', 'is', null)
      .where('users.trade_confirmation_emails', '=', true);
    q =
      userId === null
        ? q.where(sql<boolean>`'trader' = ANY(users.roles)`)
        : q.where('users.id', '=', userId);
    const recipients = await q.execute();
    const first = lines[0];
    if (!first) return;
    const subject =
      lines.length === 1
        ? `Trade confirmation: ${first.side === 'SELL' ? 'sold' : 'bought'} ${first.symbol} (${first.source})`
        : `Trade confirmation: ${lines.length} fills on ${sub.name}`;
    const text = confirmationText(sub.name, lines);
    for (const r of recipients) await this.o.mailer.send({ to: r.email, subject, text });
  }

  /** Mail never undoes a trade: failures are logged. */
  /** Resolves when every confirmation started so far is sent (the venue's close waits). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  private readonly inflight = new Set<Promise<void>>();

  private safely(work: () => Promise<void>): Promise<void> {
    const run = (async () => {
      try {
        await work();
      } catch (error) {
        this.o.log.warn({ err: error }, 'trade confirmation mail failed');
      }
    })();
    this.inflight.add(run);
    void run.finally(() => this.inflight.delete(run));
    return run;
  }
}
