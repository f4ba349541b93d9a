// Recent RFQ, streaming and options executions (GET /uapi/v1/quote_trades, R-QUOTE-23):
// stale whenever the private stream moves a balance, which every execution does.
import { defineQuery, type QueryDef } from '../queries/define';

export type ExecutionSource = 'RFQ' | 'RFS' | 'OPTIONS';

export interface RecentExecution {
  readonly id: string;
  readonly source: ExecutionSource;
  readonly subaccountId: number;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  readonly quantity: string;
  readonly quoteQuantity: string;
  readonly executedAt: number;
}

/** Rows the side panel shows. */
export const RECENT_EXECUTIONS_SHOWN = 12;

const SOURCES: readonly ExecutionSource[] = ['RFQ', 'RFS', 'OPTIONS'];

export function parseExecutions(raw: unknown): RecentExecution[] {
  const list = (raw as { trades?: unknown } | null)?.trades;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const r = (item ?? {}) as Record<string, unknown>;
    const source = SOURCES.find((s) => s === r['source']);
    if (source === undefined || typeof r['id'] !== 'string') return [];
    return [
      {
        id: r['id'],
        source,
        subaccountId: Number(r['subaccountId']),
        symbol: String(r['symbol'] ?? ''),
        side: r['side'] === 'SELL' ? 'SELL' : 'BUY',
        price: String(r['price'] ?? ''),
        quantity: String(r['quantity'] ?? ''),
        quoteQuantity: String(r['quoteQuantity'] ?? ''),
        executedAt: Number(r['executedAt'] ?? 0),
      },
    ];
  });
}

export const recentExecutionsQuery = (source: ExecutionSource): QueryDef<RecentExecution[]> =>
  defineQuery(
    {
      key: ['quote_trades', source],
      call: {
        method: 'GET',
        path: '/uapi/v1/quote_trades',
        query: { source, limit: RECENT_EXECUTIONS_SHOWN },
      },
      invalidatedBy: ['balances'],
    },
    parseExecutions,
  );
