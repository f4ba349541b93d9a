// The offline provider against the seeded institution: fixed questions whose figures are
// checked against the database, refusals beyond the caller's permissions, and a transfer that
// only becomes a draft needing confirmation and approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  subtractDecimal,
} from '../../domain/decimal';
import { displayPrice, formatPrice, formatUsd, groupThousands } from '../../domain/numbers';
import { desk } from '../../proto/gen/messages.js';
import { ticksToPrice } from '../../domain/ticks';
import { DEMO_APPROVER, DEMO_ENTITY_US, DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_VIEWER } from '../seed/security-constants';
import { ask, putJson } from '../testing/assistant';
import { addMember, asUser, requestOf, signInMember } from '../testing/approvals';
import { postOrder, subaccountNamed } from '../testing/signed-in';
import { createTestVenue, signIn, type TestVenue } from '../testing/test-app';
import type { MarketRuntime } from '../market-runtime/runtime';
import { NOT_UNDERSTOOD } from './offline/provider';
import { amount } from './tools/accounts';

const O = desk.orders;
let venue: TestVenue;
let trader: string;
let approver: string;
let usEntity: number;
/** The venue's market is the runtime (tickers, candles, rates) behind MarketControl. */
const runtime = () => venue.market as MarketRuntime;

beforeAll(async () => {
  venue = await createTestVenue('pglite', {
    llm: null,
    assistantPaceMillis: 0,
    // The empty-tables answers need a venue without the post-trade demo executions.
    postTradeSeed: false,
  });
  venue.market.step(2000);
  trader = await signIn(venue, DEMO_TRADER);
  approver = await signIn(venue, DEMO_APPROVER);
  usEntity = (
    await venue.db
      .selectFrom('customers')
      .select('id')
      .where('name', '=', DEMO_ENTITY_US)
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => venue.dispose());

/** Σ of a token over the US entity's subaccounts, straight from the balances table. */
async function dbTotal(token: string, filter: { venue?: string; subaccount?: string } = {}) {
  let q = venue.db
    .selectFrom('balances as b')
    .innerJoin('subaccounts as s', 's.id', 'b.subaccount_id')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .innerJoin('venues as v', 'v.id', 'a.venue_id')
    .select('b.amount')
    .where('s.entity_id', '=', usEntity)
    .where('s.can_read', '=', true)
    .where('b.token', '=', token);
  if (filter.venue) q = q.where('v.name', '=', filter.venue);
  if (filter.subaccount) q = q.where('s.name', '=', filter.subaccount);
  const rows = await q.execute();
  return rows.reduce((acc, r) => addDecimal(acc, r.amount), '0');
}

const shown = async (token: string, filter?: { venue?: string; subaccount?: string }) =>
  `${amount(await dbTotal(token, filter), token)}`;

describe('R-AST-2: the offline provider answers about the seeded institution with its real figures', () => {
  const tokenQuestions: [string, string, { venue?: string; subaccount?: string }?][] = [
    ['What is my USDC balance?', 'USDC'],
    ['How much BTC do I hold?', 'BTC'],
    ['how much eth do i have', 'ETH'],
    ['What is my USD balance?', 'USD'],
    ['Show my USDT balances', 'USDT'],
    ['How much SOL do I hold?', 'SOL'],
    ['LINK balance please', 'LINK'],
    ['What is my BTC balance on Custody?', 'BTC', { venue: 'Custody' }],
    ['USDT balance on Off Exchange', 'USDT', { venue: 'Off Exchange' }],
    ['What is my SOL balance on Edge?', 'SOL', { venue: 'Edge' }],
    ['How much USD is available in Edge Main?', 'USD', { subaccount: 'Edge Main' }],
    ['ETH balance of Warm Vault', 'ETH', { subaccount: 'Warm Vault' }],
    ['How much USDC does OTC Main hold?', 'USDC', { subaccount: 'OTC Main' }],
    ['What is the BTC balance of Cold Vault?', 'BTC', { subaccount: 'Cold Vault' }],
  ];
  for (const [question, token, filter] of tokenQuestions)
    it(`R-AST-2: "${question}" gives the database's ${token} total`, async () => {
      const answer = await ask(venue, trader, question);
      expect(answer.tools).toEqual(['balances']);
      expect(answer.text).toContain(`**${await shown(token, filter)} ${token}**`);
    });

  it('R-AST-2: "What is my USDC exposure across venues?" splits the total by venue', async () => {
    const answer = await ask(venue, trader, 'What is my USDC exposure across venues?');
    expect(answer.text).toContain(`**${await shown('USDC')} USDC**`);
    expect(answer.text).toContain(`Custody ${await shown('USDC', { venue: 'Custody' })}`);
    expect(answer.text).toContain(`OTC ${await shown('USDC', { venue: 'OTC' })}`);
  });

  it('R-AST-16: "USDC exposure and pending withdrawals" answers both, in the order asked', async () => {
    const answer = await ask(venue, trader, 'What is my USDC exposure and my pending withdrawals?');
    expect(answer.tools).toEqual(['balances', 'withdrawals']);
    const usdc = answer.text.indexOf(`**${await shown('USDC')} USDC**`);
    const withdrawals = answer.text.search(/withdrawals? (on the subaccounts|; \*\*)|withdrawal/);
    expect(usdc).toBeGreaterThanOrEqual(0);
    expect(withdrawals).toBeGreaterThan(usdc);
    // One intent stays one answer; a draft is never split.
    expect((await ask(venue, trader, 'ETH/USD bid and ask')).tools).toEqual(['market_ticker']);
  });

  it('R-AST-2: "ETH exposure by venue" lists each venue with its ETH', async () => {
    const answer = await ask(venue, trader, 'ETH exposure by venue');
    for (const v of ['Edge', 'Custody', 'OTC'])
      expect(answer.text).toContain(`| ${v} | ${await shown('ETH', { venue: v })} |`);
  });

  it('R-AST-2: a follow-up "and BTC?" keeps the subaccount of the previous question', async () => {
    const first = await ask(venue, trader, 'How much USD is in Edge Main?');
    expect(first.text).toContain(`**${await shown('USD', { subaccount: 'Edge Main' })} USD**`);
    const next = await ask(venue, trader, 'and BTC?', first.threadId);
    expect(next.text).toContain(`**${await shown('BTC', { subaccount: 'Edge Main' })} BTC**`);
  });

  it('R-AST-2: "What are my total holdings worth?" values every token at the venue mids', async () => {
    const rates = runtime().conversionRates();
    let total = '0';
    for (const token of ['BTC', 'ETH', 'LINK', 'SOL', 'USD', 'USDC', 'USDT']) {
      const rate = rates[token];
      expect(rate).toBeDefined();
      total = addDecimal(
        total,
        roundDecimalHalfUp(multiplyDecimal(await dbTotal(token), rate ?? '0'), 2),
      );
    }
    const answer = await ask(venue, trader, 'What are my total holdings worth?');
    expect(answer.text).toContain(`**${formatUsd(total)}**`);
    expect(answer.text).toContain(`| BTC | ${await shown('BTC')} |`);
  });

  it('R-AST-2: "Show the balance of Cold Vault" lists its tokens', async () => {
    const answer = await ask(venue, trader, 'Show the balance of Cold Vault');
    for (const token of ['BTC', 'ETH', 'USDC'])
      expect(answer.text).toContain(
        `| ${token} | ${await shown(token, { subaccount: 'Cold Vault' })} |`,
      );
  });

  it('R-AST-2: "What is the price of BTC?" quotes the live ticker', async () => {
    const t = runtime().ticker('BTC/USD');
    const answer = await ask(venue, trader, 'What is the price of BTC?');
    expect(answer.text).toContain(`BTC/USD last **${groupThousands(formatPrice(t?.last ?? ''))}**`);
    expect(answer.text).toContain(`| Best bid | ${displayPrice(t?.bestBid ?? '')} |`);
  });

  it('R-AST-2: "ETH/USD bid and ask" quotes the top of the book', async () => {
    const t = runtime().ticker('ETH/USD');
    const answer = await ask(venue, trader, 'ETH/USD bid and ask');
    expect(answer.text).toContain(`ask ${groupThousands(formatPrice(t?.bestAsk ?? ''))}`);
  });

  it('R-AST-2: "Show me 1h candles for SOL/USD" ends with the latest close', async () => {
    const candles = runtime().klines('SOL/USD', '1h', { limit: 10 }) ?? [];
    const last = candles[candles.length - 1];
    const answer = await ask(venue, trader, 'Show me 1h candles for SOL/USD');
    expect(answer.tools).toEqual(['market_candles']);
    expect(answer.text).toContain(
      `latest closed at **${groupThousands(formatPrice(last?.close ?? ''))}**`,
    );
  });

  it('R-AST-2: "How many requests are pending approval?" counts the entity\'s open requests', async () => {
    const { count } = await venue.db
      .selectFrom('approval_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('entity_id', '=', usEntity)
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow();
    const answer = await ask(venue, trader, 'How many requests are pending approval?');
    expect(answer.tools).toEqual(['pending_approvals']);
    expect(answer.text).toContain(`**${count}** requests`);
    expect(answer.text).toContain('**0** of them are waiting for you');
  });

  it('R-AST-2: "Which approvals are waiting for me?" as the approver lists those they may act on', async () => {
    const list = await asUser(venue, approver).get(
      '/uapi/v1/maker_checker/requests?status=requested',
    );
    const body = list.json() as { requests: { can_act: boolean }[]; total: number };
    const mine = body.requests.filter((r) => r.can_act).length;
    const answer = await ask(venue, approver, 'Which approvals are waiting for me?');
    expect(answer.text).toContain(`**${body.total}**`);
    expect(answer.text).toContain(`**${mine}** of them`);
  });

  it('R-AST-2: positions list the seeded open positions; fills and executions say there are none when the tables are empty', async () => {
    const fills = await venue.db.selectFrom('fills').select('id').execute();
    const trades = await venue.db.selectFrom('quote_trades').select('id').execute();
    expect(fills).toHaveLength(0);
    expect(trades).toHaveLength(0);
    const open = await venue.db.selectFrom('positions').select('symbol').execute();
    expect(open.length).toBeGreaterThan(0);
    const positions = (await ask(venue, trader, 'What positions do I have?')).text;
    expect(positions).toContain(`You have ${open.length} open positions`);
    for (const p of open) expect(positions).toContain(p.symbol);
    expect((await ask(venue, trader, 'What is my unrealized PnL?')).tools).toEqual(['positions']);
    expect((await ask(venue, trader, 'Show my fills')).text).toBe('You have no fills.');
    expect((await ask(venue, trader, 'Show my RFQ executions')).text).toBe(
      'You have no RFQ executions yet.',
    );
  });

  it("R-AST-2: open orders and an order's status come from the order service", async () => {
    expect((await ask(venue, trader, 'Do I have open orders?')).text).toContain(
      'You have no open orders.',
    );
    const sub = await subaccountNamed(venue, 'Edge Main');
    const snap = venue.market.snapshot('BTC/USD');
    const res = await postOrder(venue, trader, {
      clientOrderId: 'ast-1',
      market: 'BTC/USD',
      side: O.Side.BUY,
      orderType: O.OrderType.LIMIT,
      timeInForce: O.TimeInForce.GTC,
      quantity: '0.01',
      limitPrice: ticksToPrice(
        Math.floor((snap?.bidPrices[0] ?? 0) * 0.9),
        snap?.tickSize ?? '0.01',
      ),
      hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await venue.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('client_order_id', '=', 'ast-1')
      .executeTakeFirstOrThrow();
    const open = await ask(venue, trader, 'Do I have any open orders on BTC/USD?');
    expect(open.text).toContain('You have **1** open order in BTC/USD.');
    expect(open.text).toContain(`| ${row.id} | Edge Main | BTC/USD | BUY |`);
    const status = await ask(venue, trader, `What is the status of order ${row.id}?`);
    expect(status.text).toContain(`is **${row.status}**`);
    const unknown = await ask(venue, trader, 'Why was my order 987654321 rejected?');
    expect(unknown.text).toBe('I find no order 987654321 in your readable subaccounts.');
  });

  it('R-AST-2: withdrawals and treasury rules are answered from the wallet and treasury tables', async () => {
    const withdrawals = await venue.db
      .selectFrom('withdrawals')
      .select('id')
      .where('entity_id', '=', usEntity)
      .execute();
    const w = await ask(venue, trader, 'Show my withdrawals');
    expect(w.text).toContain(
      withdrawals.length === 0
        ? 'There are no withdrawals on the subaccounts you may read.'
        : 'withdrawal',
    );
    const rules = await venue.db
      .selectFrom('treasury_rules')
      .select('id')
      .where('entity_id', '=', usEntity)
      .where('status', '!=', 'deleted')
      .execute();
    const t = await ask(venue, trader, 'What treasury rules do we have?');
    expect(t.text).toContain(
      rules.length === 0
        ? 'There are no treasury rules on the accounts you may read.'
        : `**${rules.length}** treasury rule`,
    );
  });
});

describe('R-AST-5: the offline provider says plainly when it does not understand', () => {
  it('R-AST-5: a question outside its intents and the knowledge base gets the plain answer', async () => {
    for (const question of ['What is the weather in Paris?', 'Tell me a joke about cats'])
      expect((await ask(venue, trader, question)).text).toBe(NOT_UNDERSTOOD);
  });

  it('R-AST-5: an error text of the spec is answered from the knowledge base with a citation', async () => {
    const answer = await ask(venue, trader, 'What does Insufficient Credit Remaining mean?');
    expect(answer.text).toContain('(kb:error-insufficient-credit)');
    expect(
      answer.events.some(
        (e) => e.type === 'citation' && e.citation.slug === 'error-insufficient-credit',
      ),
    ).toBe(true);
    const ip = await ask(venue, trader, 'my IP address is not allowed');
    expect(ip.text).toContain('(kb:error-ip-not-allowed)');
  });
});

describe("R-AST-3: the assistant never reads beyond the caller's permissions", () => {
  it('R-AST-3: a subaccount the user may not read is refused by name, and left out of totals', async () => {
    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: false })
      .where('name', '=', 'Edge Audit (read only)')
      .execute();
    try {
      const named = await ask(venue, trader, 'What is the BTC balance of Edge Audit (read only)?');
      expect(named.text).toBe(
        'You may not read the subaccount "Edge Audit (read only)", so I cannot answer about it.',
      );
      expect(named.tools).toEqual(['permissions']);
      const total = await ask(venue, trader, 'How much BTC do I hold?');
      expect(total.text).toContain(`**${await shown('BTC')} BTC**`);
      expect(total.text).not.toContain('Edge Audit');
    } finally {
      await venue.db
        .updateTable('subaccounts')
        .set({ can_read: true })
        .where('name', '=', 'Edge Audit (read only)')
        .execute();
    }
  });

  it("R-AST-3: a subaccount of the user's other entity is not answered from this one", async () => {
    const answer = await ask(venue, trader, 'What is the BTC balance of Intl Vault?');
    expect(answer.text).toBe(
      '"Intl Vault" belongs to Northwind Digital Ltd, not the entity you are acting for; switch entity to ask about it.',
    );
  });

  it('R-AST-3: a member whose roles grant no canRead gets no figures at all', async () => {
    const member = await addMember(venue, []);
    const token = await signInMember(venue, member);
    const answer = await ask(venue, token, 'What is my USDC balance?');
    expect(answer.text).toBe('You hold no USDC in your 0 readable subaccounts.');
  });

  it('R-AST-3: the viewer asking to move money is refused and gets no draft', async () => {
    const viewer = await signIn(venue, DEMO_VIEWER);
    const answer = await ask(venue, viewer, 'send 500k USDC to Custody');
    expect(answer.drafts).toEqual([]);
    expect(answer.text).toContain('Your role does not allow requesting transfers');
    expect(answer.events.some((e) => e.type === 'step' && e.step.status === 'refused')).toBe(true);
  });

  it("R-AST-3: another user's thread is not found", async () => {
    const mine = await ask(venue, trader, 'What is my USDC balance?');
    const theirs = await venue.app.inject({
      method: 'GET',
      url: `/api/assistant/threads/${mine.threadId}`,
      headers: { authorization: `Bearer ${approver}` },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('R-AST-4: money-moving requests only become drafts needing confirmation and approval', () => {
  it('R-AST-4: "send 500k USDC to Custody" is a draft; confirming makes a request that the approver approves', async () => {
    const before = await dbTotal('USDC', { subaccount: 'OTC Main' });
    const answer = await ask(venue, trader, 'send 500k USDC to Custody');
    expect(answer.drafts).toHaveLength(1);
    const draft = answer.drafts[0];
    const otc = await subaccountNamed(venue, 'OTC Main');
    const cold = await subaccountNamed(venue, 'Cold Vault');
    expect(draft?.kind).toBe('internal_transfer');
    expect(draft?.payload).toMatchObject({
      token: 'USDC',
      amount: '500000',
      from_subaccount_id: otc.id,
      to_subaccount_id: cold.id,
      purpose: 'transfer',
    });
    expect(answer.text).toContain('Nothing has moved');
    // Nothing was requested or moved by the answer itself.
    const made = await venue.db
      .selectFrom('approval_requests')
      .select('id')
      .where('kind', '=', 'internal_transfer')
      .execute();
    expect(made).toHaveLength(0);
    expect(await dbTotal('USDC', { subaccount: 'OTC Main' })).toBe(before);

    // The UI's confirmation: the draft goes to the maker-checker engine like any request,
    // as the wallet's internal_transfer: held at once, moved when approved.
    const created = await asUser(venue, trader).create(
      draft?.kind ?? '',
      draft?.payload,
      'ast-draft-1',
    );
    expect(created.statusCode, created.body).toBe(200);
    const request = requestOf(created);
    expect(request.request_status).toBe('requested');
    const coldBefore = await dbTotal('USDC', { subaccount: 'Cold Vault' });
    const calls = asUser(venue, approver);
    const approved = await calls.approve(request.request_id, {
      email_code: await calls.emailCode(DEMO_APPROVER.email),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(requestOf(approved).request_status).toBe('executed');
    expect(await dbTotal('USDC', { subaccount: 'OTC Main' })).toBe(
      subtractDecimal(before, '500000'),
    );
    expect(await dbTotal('USDC', { subaccount: 'Cold Vault' })).toBe(
      addDecimal(coldBefore, '500000'),
    );
  });

  it('R-AST-18: "withdraw 0.5 BTC to Treasury cold storage" is a draft of the wallet\'s withdrawal to the whitelisted address; confirming makes a maker-checker request', async () => {
    const answer = await ask(venue, trader, 'withdraw 0.5 BTC to Treasury cold storage');
    expect(answer.tools).toEqual(['withdrawal_request']);
    expect(answer.text).toContain('Nothing has moved');
    const draft = answer.drafts[0];
    expect(draft?.kind).toBe('withdrawal');
    // The subaccount the whitelisted address belongs to.
    const entry = await venue.db
      .selectFrom('whitelisted_addresses')
      .select('subaccount_id')
      .where('address', '=', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
      .execute();
    expect(entry.map((e) => e.subaccount_id)).toContain(
      (draft?.payload as { subaccount_id: number }).subaccount_id,
    );
    expect(draft?.payload).toMatchObject({
      token: 'BTC',
      network: 'BTC',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: '0.5',
      destination_type: 'whitelisted',
    });
    const before = await venue.db.selectFrom('withdrawals').select('id').execute();
    expect(before).toHaveLength(0);
    const created = await asUser(venue, trader).create('withdrawal', draft?.payload, 'ast-w-1');
    expect(created.statusCode, created.body).toBe(200);
    expect(requestOf(created).request_status).toBe('requested');
    // To an address that is not whitelisted: no draft.
    const refused = await ask(venue, trader, 'withdraw 1 BTC to bc1qnotwhitelisted');
    expect(refused.drafts).toHaveLength(0);
    expect(refused.text).toContain('no whitelisted BTC address');
  });

  it('R-AST-18: "run rule … now" is a treasury_rule draft (op run_now) that the engine accepts once confirmed', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    const cold = await subaccountNamed(venue, 'Cold Vault');
    const user = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_TRADER.email)
      .executeTakeFirstOrThrow();
    const at = new Date();
    const rule = await venue.db
      .insertInto('treasury_rules')
      .values({
        entity_id: usEntity,
        name: 'Top up OTC USDC',
        token: 'USDC',
        account_id: otc.id,
        counterparty_id: cold.id,
        trigger: JSON.stringify({
          type: 'TokenBalanceThresholdTrigger',
          direction: 'below',
          level: '10',
        }),
        action: JSON.stringify({ type: 'TransferTokenByFixedAmount', amount: '5' }),
        schedule: JSON.stringify({ type: 'PeriodicSchedule', every: 1, unit: 'days', at: '16:00' }),
        status: 'enabled',
        created_by: user.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await ask(venue, trader, 'run rule Top up OTC USDC now');
    expect(answer.tools).toEqual(['draft_treasury_rule']);
    expect(answer.drafts[0]).toMatchObject({
      kind: 'treasury_rule',
      payload: { op: 'run_now', rule_id: rule.id },
    });
    const created = await asUser(venue, trader).create(
      'treasury_rule',
      answer.drafts[0]?.payload,
      'ast-rule-1',
    );
    expect(created.statusCode, created.body).toBe(200);
    const enable = await ask(venue, trader, 'enable rule Top up OTC USDC');
    expect(enable.drafts).toHaveLength(0);
  });

  it('R-AST-18: "How did my portfolio perform over the last 30 days?" answers the portfolio\'s time-weighted return and PnL, the figures of /v4/portfolio_performance', async () => {
    const answer = await ask(venue, trader, 'How did my portfolio perform over the last 30 days?');
    expect(answer.tools).toEqual(['portfolio_performance']);
    expect(answer.text).toContain('time-weighted return **');
    const res = await venue.app.inject({
      url: '/v4/portfolio_performance?t_start=0',
      headers: { authorization: `Bearer ${trader}` },
    });
    expect(res.statusCode).toBe(200);
    // The same machinery: the window's start equity is a snapshot sum the route shows too.
    const points = (res.json() as { points: { equity: string }[] }).points.map((p) =>
      groupThousands(p.equity),
    );
    const start = /went from \*\*\$([\d,.]+)\*\*/.exec(answer.text)?.[1];
    expect(points).toContain(start);
  });

  it('R-AST-4: "Draft a transfer of 250k USDC from OTC Main to Cold Vault" names both ends', async () => {
    const answer = await ask(
      venue,
      trader,
      'Draft a transfer of 250k USDC from OTC Main to Cold Vault',
    );
    expect(answer.drafts[0]?.summary).toBe(
      'Transfer 250,000.00 USDC from OTC Main (OTC) to Cold Vault (Custody)',
    );
  });

  it('R-AST-4: a transfer above the available balance is refused with the real figure', async () => {
    const answer = await ask(venue, trader, 'transfer 10m USDC from OTC Main to Cold Vault');
    expect(answer.drafts).toEqual([]);
    expect(answer.text).toBe(
      `OTC Main has only ${await shown('USDC', { subaccount: 'OTC Main' })} USDC available, less than the 10,000,000.00 USDC asked.`,
    );
  });
});

describe('R-AST-9: each setting changes what is produced', () => {
  it('R-AST-9: concise drops the table, 10 min shows more rows, news profile off drops citations', async () => {
    const full = await ask(venue, trader, 'What are my total holdings worth?');
    expect(full.text).toContain('| Token |');
    expect(full.text).toContain('(kb:balances-available-locked)');
    expect(
      (await putJson(venue, trader, '/api/assistant/settings', { response_style: 'concise' }))
        .statusCode,
    ).toBe(200);
    const concise = await ask(venue, trader, 'What are my total holdings worth?');
    expect(concise.text).not.toContain('|');
    expect(concise.text).toBe(full.text.split('\n')[0]);
    await putJson(venue, trader, '/api/assistant/settings', {
      response_style: 'comprehensive',
      news_profile: 'off',
    });
    expect((await ask(venue, trader, 'What are my total holdings worth?')).text).not.toContain(
      'kb:',
    );
    const five = await ask(venue, trader, 'Show me 1m candles for BTC/USD');
    expect(five.text.split('\n').filter((l) => l.startsWith('| 20'))).toHaveLength(10);
    await putJson(venue, trader, '/api/assistant/settings', { response_length: 10 });
    const ten = await ask(venue, trader, 'Show me 1m candles for BTC/USD');
    expect(ten.text.split('\n').filter((l) => l.startsWith('| 20'))).toHaveLength(40);
    await putJson(venue, trader, '/api/assistant/settings', {
      news_profile: 'curated',
      response_length: 5,
    });
  });

  it('R-AST-9: the community tips are found only under the "all" news profile', async () => {
    expect((await ask(venue, trader, 'community tips for pinning favourite markets')).text).toBe(
      NOT_UNDERSTOOD,
    );
    await putJson(venue, trader, '/api/assistant/settings', { news_profile: 'all' });
    expect(
      (await ask(venue, trader, 'community tips for pinning favourite markets')).text,
    ).toContain('(kb:desk-community-tips)');
    await putJson(venue, trader, '/api/assistant/settings', { news_profile: 'curated' });
  });
});
