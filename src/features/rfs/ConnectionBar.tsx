// Spec 4 streaming connections: the socket state and the trading error kind, shown.
import type { ConnectionState, TradingErrorKind } from '../../../workers/api';

const ERROR_TEXT: Record<TradingErrorKind, string> = {
  ConnectionError: 'Connection error: prices are not live',
  StreamingDisabled: 'Streaming is disabled',
  TradeError: 'Trading is unavailable: orders cannot be sent',
  None: 'Ready to trade',
};

export function ConnectionBar(props: { connection: ConnectionState | null }) {
  const c = props.connection;
  const kind: TradingErrorKind = c?.tradingError ?? 'None';
  const ready = c !== null && c.order.initialized && c.streaming.initialized;
  return (
    <div className="quotes-status" data-testid="rfs-connection" role="status">
      <span data-testid="rfs-socket">Stream: {c?.socket ?? 'connecting'}</span>
      <span
        data-testid="rfs-trading-state"
        data-kind={kind}
        data-state={kind === 'None' ? (ready ? 'ok' : undefined) : 'bad'}
      >
        {kind === 'None' && !ready ? 'Connecting…' : ERROR_TEXT[kind]}
      </span>
    </div>
  );
}
