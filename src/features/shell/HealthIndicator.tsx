// Deliverable 8: the feed's health in the top bar. The pill says the connection state, the
// update rate and the feed age at paint; its panel is what a trader opens when things feel slow.
import { useEffect, useState } from 'react';
import type { ConnectionState } from '../../../workers/api';
import { parseMemberTopic } from '../../../domain/market/private-topics';
import { healthStatus } from '../../tab/market/health';
import { useShell, useSession } from '../../tab/react/hooks';
import {
  useAnyBookResyncing,
  useConnection,
  useFeed,
  usePageStreamCount,
} from '../../tab/react/market';
import { Popover } from '../../ui/Popover';
import './health.css';

/** Display only: 1234 → '1.2k'. */
export function formatRate(perSecond: number): string {
  if (perSecond >= 10_000) return `${Math.round(perSecond / 1000)}k`;
  if (perSecond >= 1_000) return `${(perSecond / 1000).toFixed(1)}k`;
  return String(Math.round(perSecond));
}

const ms = (v: number | null | undefined): string => (v == null ? '—' : `${Math.round(v)} ms`);

export function HealthIndicator() {
  const connection = useConnection();
  const resyncing = useAnyBookResyncing();
  const age = useFeed((s) => s.feedAge);
  const pageStreams = usePageStreamCount();
  const pageRate = useFeed((s) => s.pageUpdatesPerSecond);
  const status = healthStatus(connection, resyncing, pageStreams.feed + pageStreams.account);
  // A page with only account topics (balances) is live, but has no market rate to show.
  const live = (status.label === 'Live' || status.label === 'Resyncing') && pageStreams.feed > 0;

  return (
    <span className="health" data-tone={status.tone}>
      <Popover
        ariaLabel={`Feed health: ${status.label}`}
        align="end"
        buttonClassName={`health-pill health-${status.tone}`}
        testId="health-indicator"
        label={
          <>
            <span className="health-dot" aria-hidden="true" />
            <span className="health-label">{status.label}</span>
            {live && connection && (
              <span className="health-metrics">
                {formatRate(pageRate)}/s
                {age ? ` · ${ms(age.p50)}` : ''}
              </span>
            )}
          </>
        }
      >
        <HealthPanel connection={connection} statusLabel={status.label} />
      </Popover>
    </span>
  );
}

const yesNo = (b: boolean | undefined): string => (b === undefined ? '—' : b ? 'yes' : 'no');

function HealthPanel({
  connection: c,
  statusLabel,
}: {
  readonly connection: ConnectionState | null;
  readonly statusLabel: string;
}) {
  const { core } = useShell();
  const mode = useSession((s) => s.coreMode);
  const age = useFeed((s) => s.feedAge);
  const clock = useFeed((s) => s.clock);
  const pageStreams = usePageStreamCount();
  const tabTopics = pageStreams.feed + pageStreams.account;
  const pageRate = useFeed((s) => s.pageUpdatesPerSecond);
  const [upstream, setUpstream] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    core.stats().then(
      // Feed topics only: member topics (approvals, permissions) are session plumbing.
      (s) =>
        live && setUpstream(s.upstreamTopics.filter((t) => parseMemberTopic(t) === null).length),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core, tabTopics]);

  const rows: [string, string][] = [
    ['Status', statusLabel],
    ['Core mode', mode ?? 'connecting'],
    ['Socket', c?.socket ?? '—'],
    [
      'Order connection',
      `initialized ${yesNo(c?.order.initialized)} · error ${yesNo(c?.order.error)}`,
    ],
    [
      'Streaming connection',
      `initialized ${yesNo(c?.streaming.initialized)} · error ${yesNo(c?.streaming.error)}`,
    ],
    ['Trading error', c?.tradingError ?? '—'],
    ['Updates / s (this page)', formatRate(pageRate)],
    ['Updates / s (socket)', c ? formatRate(c.updatesPerSecond) : '—'],
    ['Lag', ms(c?.lagMillis)],
    ['Feed age at paint p50', ms(age?.p50)],
    ['Feed age at paint p99', ms(age?.p99)],
    ['Clock offset', clock ? ms(clock.offsetMillis) : '—'],
    ['Best round trip', ms(clock?.bestRoundTripMillis)],
    ['Reconnects', c ? String(c.reconnects) : '—'],
    ['Resyncs', c ? String(c.resyncs) : '—'],
    ['Topics (this tab)', String(tabTopics)],
    ['Topics (browser, upstream)', upstream === null ? '—' : String(upstream)],
  ];
  return (
    <div className="health-panel" data-testid="health-panel">
      <div className="menu-heading">Feed health</div>
      <dl className="health-grid">
        {rows.map(([k, v]) => (
          <div key={k} className="health-row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="health-note">
        The pill tells the health of the live streams this page uses (market data, quote ladders and
        account updates such as balances); Idle means the page uses none. Feed age: server time at
        paint (clock-corrected) minus the newest market message, over the last 5 s. Lag: the
        stream's ping round trip, a decaying average.
      </p>
    </div>
  );
}
