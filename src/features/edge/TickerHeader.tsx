// The ticker strip: last, 24 h change, high, low, volume; mark price and funding for
// perpetuals (and the mark for dated futures).
import type { ReactNode } from 'react';
import { multiplyDecimal, signDecimal, toFixedDecimal } from '../../../domain/decimal';
import { displayPrice, groupThousands } from '../../../domain/numbers';
import { stepDecimals } from '../../../domain/ticks';
import type { EdgeInstrument } from '../../tab/market/instruments';
import { useMarkPrice, useServerTime, useTicker } from '../../tab/react/market';
import { formatCountdown } from './countdown';

export function priceText(value: string, tickSize: string | null): string {
  if (value === '') return '—';
  try {
    return tickSize
      ? groupThousands(toFixedDecimal(value, stepDecimals(tickSize)))
      : displayPrice(value);
  } catch {
    return value;
  }
}

function signed(value: string, suffix = ''): string {
  try {
    return `${signDecimal(value) > 0 ? '+' : ''}${toFixedDecimal(value, 2)}${suffix}`;
  } catch {
    return value;
  }
}

export function TickerHeader({
  symbol,
  instrument,
}: {
  readonly symbol: string;
  readonly instrument: EdgeInstrument | null;
}) {
  const ticker = useTicker(symbol);
  const derivative = instrument !== null && instrument.kind !== 'spot';
  const mark = useMarkPrice(derivative ? symbol : null);
  const tick = instrument?.tickSize ?? null;
  const direction = ticker ? signDecimal(ticker.changePercent || '0') : 0;

  return (
    <header className="edge-panel edge-ticker">
      <div className="edge-ticker-title">
        <h1>{instrument?.displayName ?? symbol}</h1>
        {instrument && <span className="edge-kind">{instrument.kind}</span>}
      </div>
      <Stat
        label="Last"
        testId="ticker-last"
        tone={direction > 0 ? 'up' : direction < 0 ? 'down' : ''}
      >
        {ticker ? priceText(ticker.last, tick) : '—'}
      </Stat>
      <Stat label="24h change" tone={direction > 0 ? 'up' : direction < 0 ? 'down' : ''}>
        {ticker ? signed(ticker.changePercent, '%') : '—'}
      </Stat>
      <Stat label="24h high">{ticker ? priceText(ticker.high, tick) : '—'}</Stat>
      <Stat label="24h low">{ticker ? priceText(ticker.low, tick) : '—'}</Stat>
      <Stat label={`24h volume${instrument?.baseToken ? ` (${instrument.baseToken})` : ''}`}>
        {ticker ? safeVolume(ticker.volume) : '—'}
      </Stat>
      {derivative && (
        <>
          <Stat label="Mark">{mark ? priceText(mark.markPrice, tick) : '—'}</Stat>
          {instrument.kind === 'perpetual' && <Funding mark={mark} />}
        </>
      )}
    </header>
  );
}

function safeVolume(v: string): string {
  try {
    return groupThousands(toFixedDecimal(v, 2));
  } catch {
    return v;
  }
}

function Funding({ mark }: { readonly mark: ReturnType<typeof useMarkPrice> }) {
  const now = useServerTime();
  if (!mark || mark.fundingRate === '' || mark.nextFundingTime <= 0) {
    return <Stat label="Funding / countdown">—</Stat>;
  }
  let rate = mark.fundingRate;
  try {
    // The rate is a fraction per interval; shown in percent with 4 decimals.
    rate = `${toFixedDecimal(multiplyDecimal(mark.fundingRate, '100'), 4)}%`;
  } catch {
    /* keep the raw text */
  }
  return (
    <Stat label="Funding / countdown" testId="ticker-funding">
      {rate} · {formatCountdown(mark.nextFundingTime - now)}
    </Stat>
  );
}

function Stat({
  label,
  children,
  tone = '',
  testId,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly tone?: string;
  readonly testId?: string;
}) {
  return (
    <div className="edge-stat">
      <span className="edge-stat-label">{label}</span>
      <span className={`edge-stat-value${tone ? ` ${tone}` : ''}`} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}
