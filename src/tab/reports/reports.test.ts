// The report request the Export menus send: the screen's filters become the body's fields the
// server takes (groups, token, order_scope); an EMS "all" tab or empty filters send nothing.
import { describe, expect, it } from 'vitest';
import { requestReportCall } from './reports';

const bodyOf = (call: ReturnType<typeof requestReportCall>) =>
  call.body && call.body.kind === 'json' ? call.body.value : null;

describe('requestReportCall', () => {
  it('R-RPT-11: a card export carries its tab, token and window as the request fields', () => {
    expect(
      bodyOf(
        requestReportCall({
          kind: 'transactions',
          format: 'csv',
          subaccountIds: [7],
          filters: { groups: ['fees'], token: 'USD' },
        }),
      ),
    ).toEqual({
      kind: 'transactions',
      format: 'csv',
      subaccount_ids: [7],
      groups: ['fees'],
      token: 'USD',
    });
    expect(
      bodyOf(
        requestReportCall({
          kind: 'order_history_async_download',
          format: 'xlsx',
          startDate: '2026-10-23',
          filters: { orderScope: 'twap' },
        }),
      ),
    ).toEqual({
      kind: 'order_history_async_download',
      format: 'xlsx',
      start_date: '2026-10-23',
      order_scope: 'twap',
    });
    expect(
      bodyOf(requestReportCall({ kind: 'cashflows', format: 'pdf', filters: { groups: [] } })),
    ).toEqual({ kind: 'cashflows', format: 'pdf' });
  });
});
