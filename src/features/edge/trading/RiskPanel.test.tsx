// @vitest-environment jsdom
// Spec 2.4 risk info of a futures account: amounts at the collateral token's decimals
// (R-FMT-3), the margin ratio as a percentage, and an effective leverage that a small position
// does not round to "0×".
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RiskPanel } from './RiskPanel';
import { renderWithShell } from './testShell';

afterEach(cleanup);

const risk = {
  collateralToken: 'USDT',
  riskMeter: '0.04',
  marginRatio: '0.000412',
  maintenanceMargin: '475.6175',
  marginBalance: '1154440.875',
  unrealisedPnl: '-469.125',
  maxWithdraw: '1149000.5',
  totalEquity: '1154440.875',
  initialMargin: '2425',
  adjustedEquity: '1153965.2575',
  positionValue: '23780.875',
  frozenEquity: '0',
  leverage: '0.02',
  serverTime: 1,
};

describe('R-SHELL-32 RiskPanel', () => {
  it('shows every figure of spec 2.4 with sensible precision', () => {
    const { push } = renderWithShell(<RiskPanel subaccountId={7} />);
    act(() => push({ kind: 'risk', topic: 'risk:7', subaccountId: 7, risk }));
    const shown = (k: string) => screen.getByTestId(`risk-${k}`).textContent;
    expect(shown('marginRatio')).toBe('0.04%');
    expect(shown('unrealisedPnl')).toBe('-469.13 USDT');
    expect(shown('marginBalance')).toBe('1,154,440.88 USDT');
    expect(shown('leverage')).toBe('0.02×');
  });

  it('a tiny position keeps two significant digits of leverage', () => {
    const { push } = renderWithShell(<RiskPanel subaccountId={7} />);
    act(() =>
      push({
        kind: 'risk',
        topic: 'risk:7',
        subaccountId: 7,
        risk: { ...risk, positionValue: '95.12', marginBalance: '1000000', leverage: '0' },
      }),
    );
    expect(screen.getByTestId('risk-leverage').textContent).toBe('0.000095×');
  });
});
