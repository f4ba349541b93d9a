// The streaming screen (/trading/rfs): a card per streaming market with a live ladder, the
// spec 4 add/remove rules, watchlists, click-to-trade with a confirmation, and the connection
// state and trading error kinds.
import { useCallback, useMemo, useState } from 'react';
import type { QuoteTierView } from '../../../workers/api';
import { valueOf } from '../../tab/loadable';
import {
  deleteWatchlist,
  parseWatchlists,
  saveWatchlist,
  type Watchlists as Lists,
} from '../../tab/quotes/watchlists';
import { placeStreamOrder, type QuoteMarket, type Side } from '../../tab/quotes/wire';
import { useShell } from '../../tab/react/hooks';
import { useConnection } from '../../tab/react/market';
import { AddMarket } from '../rfq/AddMarket';
import { BalancesPanel } from '../rfq/BalancesPanel';
import { RecentExecutions } from '../rfq/RecentExecutions';
import { useBalances } from '../rfq/useBalances';
import { useOtcSubaccount } from '../rfq/useOtcSubaccount';
import { useMarketLists } from '../rfq/useMarketLists';
import { useQuoteMarkets } from '../rfq/useQuoteMarkets';
import { ConnectionBar } from './ConnectionBar';
import { RfsCard } from './RfsCard';
import { TradeConfirm, type PendingTrade, type TradeOutcome } from './TradeConfirm';
import { Watchlists } from './Watchlists';
import '../rfq/quotes.css';

export const RFS_CARDS_KEY = 'desk.rfs.cards';
export const RFS_WATCHLISTS_KEY = 'desk.rfs.watchlists';

export default function RfsPage() {
  const { core, env } = useShell();
  const { markets, retry } = useQuoteMarkets();
  const streaming = valueOf(markets)?.streaming;
  const symbols = useMemo(() => (streaming ?? []).map((m) => m.symbol), [streaming]);
  const { lists, add, remove, replace } = useMarketLists(RFS_CARDS_KEY, symbols);
  const connection = useConnection();
  const subaccount = useOtcSubaccount();
  const { balances } = useBalances(subaccount);
  const [watchlists, setWatchlists] = useState<Lists>(() =>
    parseWatchlists(env.local.getItem(RFS_WATCHLISTS_KEY)),
  );
  const [pending, setPending] = useState<PendingTrade | null>(null);
  const [outcome, setOutcome] = useState<TradeOutcome | null>(null);

  const storeWatchlists = (next: Lists) => {
    env.local.setItem(RFS_WATCHLISTS_KEY, JSON.stringify(next));
    setWatchlists(next);
  };
  const loadWatchlist = (name: string) => replace(watchlists[name] ?? []);

  const onTrade = useCallback((m: QuoteMarket, side: Side, tier: QuoteTierView) => {
    setOutcome(null);
    setPending({
      symbol: m.symbol,
      baseToken: m.baseToken,
      quoteToken: m.quoteToken,
      side,
      price: side === 'BUY' ? tier.ask : tier.bid,
      quantity: tier.quantity,
    });
  }, []);

  const confirm = (quantity: string) => {
    if (pending === null) return;
    setOutcome({ kind: 'sending' });
    void placeStreamOrder(core, {
      symbol: pending.symbol,
      side: pending.side,
      quantity,
      price: pending.price,
      clientOrderId: env.randomId(),
    }).then((r) =>
      setOutcome(
        r.ok ? { kind: 'done', execution: r.value } : { kind: 'refused', message: r.message },
      ),
    );
  };

  const cards = lists.streaming.flatMap((s) => streaming?.find((m) => m.symbol === s) ?? []);
  const tokens = [...new Set(cards.flatMap((m) => [m.baseToken, m.quoteToken]))].sort();

  return (
    <div className="quotes" data-testid="rfs-screen">
      <div className="quotes-toolbar">
        <h1>Streaming</h1>
        <ConnectionBar connection={connection} />
      </div>
      <div className="quotes-toolbar">
        <AddMarket available={lists.available} onAdd={add} testId="rfs-add" />
        <Watchlists
          lists={watchlists}
          onSave={(name) => {
            const next = saveWatchlist(watchlists, name, lists.streaming);
            if (next) storeWatchlists(next);
          }}
          onLoad={loadWatchlist}
          onDelete={(name) => storeWatchlists(deleteWatchlist(watchlists, name))}
        />
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
          <div className="quotes-cards" data-testid="rfs-cards">
            {cards.length === 0 ? (
              <p className="quotes-muted">No markets yet: add one above.</p>
            ) : (
              cards.map((m) => (
                <RfsCard
                  key={m.symbol}
                  market={m}
                  onRemove={remove}
                  onTrade={onTrade}
                  tradable={(connection?.tradingError ?? 'None') === 'None'}
                />
              ))
            )}
          </div>
          <aside className="quotes-aside">
            <BalancesPanel balances={balances} tokens={tokens} />
            <RecentExecutions source="RFS" />
          </aside>
        </div>
      )}
      {pending ? (
        <TradeConfirm
          key={`${pending.symbol}-${pending.side}-${pending.price}`}
          trade={pending}
          outcome={outcome}
          onConfirm={confirm}
          onClose={() => {
            setPending(null);
            setOutcome(null);
          }}
        />
      ) : null}
    </div>
  );
}
