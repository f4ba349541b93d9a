// @vitest-environment jsdom
// The read-only 'Options RFQ Account' (-100, docs/api.md "Options") is listed but offers no
// rename: the venue refuses every call naming subaccount -100.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OPTIONS_RFQ_ACCOUNT } from '../../../domain/constants';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { venue } from '../../testing/fixtures';
import { renderApp, serveSession } from '../../testing/renderApp';

afterEach(cleanup);

describe('R-SHELL-20 accounts tab with the options pseudo-account', () => {
  it('lists it without a rename button', async () => {
    const core = createFakeCore();
    serveSession(core);
    core.on('GET', '/uapi/v1/all_accounts', () =>
      ok({
        optionsMap: {
          otc: { hedgeVenuesList: [venue('OTC Main', 2, [101, 1001]), { ...OPTIONS_RFQ_ACCOUNT }] },
        },
      }),
    );
    renderApp('/account/accounts', { core });
    const rows = await screen.findAllByTestId('account-row', {}, { timeout: 10_000 });
    const rename = rows.map((r) => [
      r.getAttribute('data-subaccount-id'),
      within(r).queryByTestId('rename-button') !== null,
    ]);
    expect(rename).toEqual([
      ['1001', true],
      ['-100', false],
    ]);
  });
});
