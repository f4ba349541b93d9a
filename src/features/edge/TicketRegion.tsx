// The ticket column of the Edge screen: the venue and subaccount selector, the order ticket and,
// for derivatives accounts, the risk info panel.
import type { EdgeInstrument } from '../../tab/market/instruments';
import type { TradingAccount } from '../../tab/orders/accounts';
import { NO_ORDER_FLAGS, type OrderFlags } from '../../tab/orders/instrumentFlags';
import { AccountSelector } from './trading/AccountSelector';
import { RiskPanel } from './trading/RiskPanel';
import { Ticket, type PriceRequest } from './trading/Ticket';

export interface TicketRegionProps {
  readonly instrument: EdgeInstrument | null;
  readonly flags: OrderFlags | undefined;
  readonly accounts: readonly TradingAccount[];
  readonly account: TradingAccount | null;
  readonly onSelectAccount: (key: string) => void;
  readonly priceRequest: PriceRequest | null;
}

export function TicketRegion({
  instrument,
  flags,
  accounts,
  account,
  onSelectAccount,
  priceRequest,
}: TicketRegionProps) {
  return (
    <section
      className="edge-panel edge-ticket"
      data-testid="edge-ticket-region"
      aria-label="Order ticket"
    >
      <div className="edge-panel-head">
        <h2>Order ticket</h2>
      </div>
      <div className="edge-ticket-body">
        <AccountSelector accounts={accounts} selected={account} onSelect={onSelectAccount} />
        {instrument === null ? (
          <p className="edge-muted">Loading market…</p>
        ) : (
          <Ticket
            key={`${instrument.symbol}|${account?.key ?? ''}`}
            instrument={instrument}
            flags={flags ?? NO_ORDER_FLAGS}
            account={account}
            priceRequest={priceRequest}
          />
        )}
        {account?.derivatives && instrument !== null && instrument.kind !== 'spot' && (
          <RiskPanel subaccountId={account.account.subaccountId} />
        )}
      </div>
    </section>
  );
}
