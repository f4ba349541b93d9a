// The blotters under the chart: open orders, order history, fills, positions and balances of
// the selected subaccount, live from its private topics.
import { useState } from 'react';
import type { ReportKind } from '../../../../domain/reports';
import type { TradingAccount } from '../../../tab/orders/accounts';
import { useBalances, useFills, useOrders, usePositions } from '../../../tab/react/account';
import { Balances, Fills, OrderHistory, Positions } from './HistoryTables';
import { OpenOrders } from './OpenOrders';
import { TableToolsHost } from './VirtualTable';
import { ExportMenu } from '../../downloads/ExportMenu';

type Tab = 'open' | 'history' | 'fills' | 'positions' | 'balances';

/** The report each blotter tab exports (docs/reports.md), for the selected subaccount. */
const EXPORT_OF: Readonly<Record<Tab, ReportKind>> = {
  open: 'orderblotter',
  history: 'order_history_async_download',
  fills: 'trade_history_async_download',
  positions: 'open_positions',
  balances: 'portfolio',
};

export interface BlottersProps {
  readonly account: TradingAccount | null;
  readonly units: (symbol: string) => MarketUnits | null;
}

/** A market's tick and lot, and the token its PnL and margin are counted in. */
export interface MarketUnits {
  readonly tickSize: string;
  readonly lotSize: string;
  readonly quoteToken?: string;
}

export function Blotters({ account, units }: BlottersProps) {
  const id = account?.account.subaccountId ?? null;
  const [tab, setTab] = useState<Tab>('open');
  const [toolsHost, setToolsHost] = useState<HTMLElement | null>(null);
  const orders = useOrders(id);
  const fills = useFills(id);
  const positions = usePositions(id);
  const balances = useBalances(id);
  const open = orders?.open ?? [];

  const tabs: readonly (readonly [Tab, string])[] = [
    ['open', `Open orders (${open.length})`],
    ['history', 'Order history'],
    ['fills', 'Fills'],
    ['positions', `Positions (${positions?.positions.length ?? 0})`],
    ['balances', 'Balances'],
  ];

  return (
    <section
      className="edge-panel edge-blotters"
      data-testid="edge-blotter-region"
      aria-label="Blotters"
    >
      <div className="edge-panel-head blotter-head" role="tablist">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`blotter-tab${tab === key ? ' active' : ''}`}
            data-testid={`blotter-tab-${key}`}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
        <span className="blotter-status" data-testid="blotter-status">
          {account === null
            ? ''
            : orders === null || orders.status === 'waiting'
              ? 'Loading…'
              : orders.status === 'reconciling'
                ? 'Syncing…'
                : account.account.displayText}
        </span>
        {id !== null && (
          <ExportMenu
            key={tab}
            kind={EXPORT_OF[tab]}
            subaccountIds={[id]}
            testId="blotter-export"
          />
        )}
        <span className="blotter-tools" ref={setToolsHost} />
      </div>
      <TableToolsHost value={toolsHost}>
        <div className="blotter-body">
          {account === null ? (
            <p className="edge-muted">Choose an account that can trade to see its orders.</p>
          ) : tab === 'open' ? (
            <OpenOrders orders={open} account={account} units={units} />
          ) : tab === 'history' ? (
            <OrderHistory orders={orders?.history ?? []} />
          ) : tab === 'fills' ? (
            <Fills fills={fills?.fills ?? []} />
          ) : tab === 'positions' ? (
            <Positions positions={positions?.positions ?? []} units={units} />
          ) : (
            <Balances balances={balances?.balances ?? []} />
          )}
        </div>
      </TableToolsHost>
    </section>
  );
}
