// The RFQ screen (/trading/rfq): a card per chosen market from availableRFQMarkets (spec 4
// add/remove rules), and the balances of the traded OTC subaccount.
import { useMemo } from 'react';
import { valueOf } from '../../tab/loadable';
import { AddMarket } from './AddMarket';
import { AutoflexPanel } from './AutoflexPanel';
import { BalancesPanel } from './BalancesPanel';
import { RecentExecutions } from './RecentExecutions';
import { RfqCard } from './RfqCard';
import { useBalances } from './useBalances';
import { useMarketLists } from './useMarketLists';
import { useOtcSubaccount } from './useOtcSubaccount';
import { useQuoteMarkets } from './useQuoteMarkets';
import './quotes.css';

export const RFQ_CARDS_KEY = 'desk.rfq.cards';

export default function RfqPage() {
  const { markets, retry } = useQuoteMarkets();
  const rfq = valueOf(markets)?.rfq;
  const symbols = useMemo(() => (rfq ?? []).map((m) => m.symbol), [rfq]);
  const { lists, add, remove } = useMarketLists(RFQ_CARDS_KEY, symbols);
  const subaccount = useOtcSubaccount();
  const { balances, refresh } = useBalances(subaccount);
  const cards = lists.streaming.flatMap((s) => rfq?.find((m) => m.symbol === s) ?? []);
  const tokens = [...new Set(cards.flatMap((m) => [m.baseToken, m.quoteToken]))].sort();

  return (
    <div className="quotes" data-testid="rfq-screen">
      <div className="quotes-toolbar">
        <h1>RFQ</h1>
        <AddMarket available={lists.available} onAdd={add} testId="rfq-add" />
      </div>
      {markets.status === 'error' ? (
        <div role="alert" className="quotes-error">
          {markets.message}{' '}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : markets.status !== 'ready' ? (
        <p className="quotes-muted">Loading markets…</p>
      ) : (
        <div className="quotes-layout">
          <div className="quotes-cards">
            {cards.length === 0 ? (
              <p className="quotes-muted">No markets yet: add one above.</p>
            ) : (
              cards.map((m) => (
                <RfqCard key={m.symbol} market={m} onRemove={remove} onExecuted={refresh} />
              ))
            )}
          </div>
          <aside className="quotes-aside">
            <BalancesPanel balances={balances} tokens={tokens} />
            <AutoflexPanel subaccountId={subaccount} />
            <RecentExecutions source="RFQ" />
          </aside>
        </div>
      )}
    </div>
  );
}
