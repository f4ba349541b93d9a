// Deposits, whitelisted addresses and transfers through the venue (docs/wallet.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHITELIST_MAKER_CHECKER_TEXT, WHITELIST_PROCESSING_TEXT } from '../../domain/constants';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import { approvalsTopic } from '../../domain/market/private-topics';
import { isValidAddress, depositAddressFor } from './address-format';
import {
  addMember,
  asUser,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  clientId,
  dbBalance,
  entityId,
  setWalletMakerChecker,
  subaccountId,
  W,
  walletUser,
  type WalletUser,
} from '../testing/wallet';

describe('deposits, whitelisted addresses, transfers', () => {
  let venue: TestVenue;
  let trader: WalletUser;
  let approver: UserCalls;
  let approverEmail: string;
  let otc: number;
  let cold: number;
  let edge: number;
  let entity: number;
  const clock = manualClock();

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
    });
    const member = await addMember(venue, ['trader']);
    trader = walletUser(venue, await signInMember(venue, member), member.email);
    const checker = await addMember(venue, ['approver']);
    approverEmail = checker.email;
    approver = asUser(venue, await signInMember(venue, checker));
    otc = await subaccountId(venue, 'OTC Main');
    cold = await subaccountId(venue, 'Cold Vault');
    edge = await subaccountId(venue, 'Edge Main');
    entity = await entityId(venue);
  });
  afterAll(async () => venue?.dispose());

  const blocks = async (n: number) => {
    for (let i = 0; i < n; i++) await venue.wallet.chain.block();
  };

  it('R-WAL-1 a deposit address is stable per account, token and network, in the network’s format', async () => {
    const get = async (sub: number, token: string, network: string) =>
      (
        await trader.get(
          `${W}/deposit_address?subaccountId=${sub}&token=${token}&network=${network}`,
        )
      ).json<{ address: string }>().address;
    const btc = await get(otc, 'BTC', 'BTC');
    expect(btc).toMatch(/^bc1q/);
    expect(isValidAddress('bitcoin', btc)).toBe(true);
    expect(await get(otc, 'BTC', 'BTC')).toBe(btc);
    expect(btc).toBe(depositAddressFor('bitcoin', otc, 'BTC', 'BTC'));
    const usdcEth = await get(otc, 'USDC', 'ERC20');
    expect(usdcEth).toMatch(/^0x[0-9a-f]{40}$/);
    const usdcSol = await get(otc, 'USDC', 'SOL');
    expect(isValidAddress('solana', usdcSol)).toBe(true);
    const usdtTron = await get(otc, 'USDT', 'TRC20');
    expect(usdtTron).toMatch(/^T/);
    expect(isValidAddress('tron', usdtTron)).toBe(true);
    expect(await get(cold, 'BTC', 'BTC')).not.toBe(btc);
    // The Off Exchange venue takes no deposits (spec 3.5 depositEnabled).
    const offExchange = await subaccountId(venue, 'Tri-party Collateral');
    expect(
      (await trader.get(`${W}/deposit_address?subaccountId=${offExchange}&token=BTC&network=BTC`))
        .statusCode,
    ).toBe(403);
  });

  it('R-WAL-2 a deposit is pending until the network’s confirmations, then credited once; history shows both', async () => {
    const address = (
      await trader.get(`${W}/deposit_address?subaccountId=${otc}&token=ETH&network=ERC20`)
    ).json<{ address: string }>().address;
    const before = await dbBalance(venue, otc, 'ETH');
    const sent = await trader.post(`${W}/simulated_chain/send`, {
      subaccountId: otc,
      token: 'ETH',
      network: 'ERC20',
      address,
      amount: '2.5',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const history = async () =>
      (await trader.get(`${W}/deposits?subaccountId=${otc}`)).json<{
        deposits: { status: string; confirmations: number; amount: string }[];
      }>().deposits[0];
    expect(await history()).toEqual(
      expect.objectContaining({ status: 'pending', confirmations: 0, amount: '2.5' }),
    );
    await blocks(5);
    expect((await history())?.status).toBe('pending');
    expect(await dbBalance(venue, otc, 'ETH')).toBe(before);
    await blocks(1);
    expect(await history()).toEqual(
      expect.objectContaining({ status: 'completed', confirmations: 6 }),
    );
    expect(await dbBalance(venue, otc, 'ETH')).toBe(addDecimal(before, '2.5'));
    expect(venue.orders.state.total(otc, 'ETH')).toBe(addDecimal(before, '2.5'));
    await blocks(3);
    expect(await dbBalance(venue, otc, 'ETH')).toBe(addDecimal(before, '2.5'));
  });

  it('R-WAL-12 whitelisting with maker-checker answers the 48-hour text, shows pending_whitelist, and is whitelisted on approval', async () => {
    const address = '0x1111111111111111111111111111111111111111';
    const made = await trader.post(`${W}/whitelisted_addresses`, {
      subaccountId: cold,
      token: 'ETH',
      network: 'ERC20',
      address,
      label: 'Exchange hot wallet',
      client_request_id: clientId(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<{ message: string; status: string; request_id: string }>();
    expect(answer.message).toBe(WHITELIST_MAKER_CHECKER_TEXT);
    const list = async () =>
      (await trader.get(`${W}/whitelisted_addresses`)).json<{
        addresses: {
          address: string;
          status: string;
          exchange: string;
          accountName: string;
          networkName: string;
          label: string;
        }[];
      }>().addresses;
    expect((await list()).find((a) => a.address === address)).toEqual(
      expect.objectContaining({
        status: 'pending_whitelist',
        exchange: 'Custody',
        accountName: 'Cold Vault',
        networkName: 'Ethereum (ERC20)',
        label: 'Exchange hot wallet',
      }),
    );
    const approved = await approver.approve(answer.request_id, {
      email_code: await approver.emailCode(approverEmail),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await list()).filter((a) => a.address === address).map((a) => a.status)).toEqual([
      'whitelisted',
    ]);
    const again = await trader.post(`${W}/whitelisted_addresses`, {
      subaccountId: cold,
      token: 'ETH',
      network: 'ERC20',
      address,
      label: 'x',
      client_request_id: clientId(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('R-WAL-12 whitelisting without maker-checker is immediate and answers the 24-hour text', async () => {
    await setWalletMakerChecker(venue, entity, { whitelist: false });
    const made = await trader.post(`${W}/whitelisted_addresses`, {
      subaccountId: cold,
      token: 'BTC',
      network: 'BTC',
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      label: 'OTC desk',
      client_request_id: clientId(),
    });
    await setWalletMakerChecker(venue, entity, {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<{ message: string; status: string }>()).toEqual(
      expect.objectContaining({ message: WHITELIST_PROCESSING_TEXT, status: 'whitelisted' }),
    );
  });

  it('R-WAL-13 whitelisting only on venues with addressWhitelistingEnabled, not delisted, with per-network validation', async () => {
    const body = { token: 'BTC', network: 'BTC', label: '', client_request_id: clientId() };
    const edgeVenue = await trader.post(`${W}/whitelisted_addresses`, {
      ...body,
      subaccountId: edge,
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    });
    expect(edgeVenue.statusCode).toBe(403);
    const wrongFormat = await trader.post(`${W}/whitelisted_addresses`, {
      ...body,
      subaccountId: cold,
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    });
    expect(wrongFormat.statusCode).toBe(400);
    expect(wrongFormat.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
      'INVALID_ADDRESS',
    );
    const badChecksum = await trader.post(`${W}/whitelisted_addresses`, {
      ...body,
      subaccountId: cold,
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz',
    });
    expect(badChecksum.statusCode).toBe(400);
  });

  it('R-WAL-14 editing a label and copying an address are audited actions', async () => {
    const entry = await venue.db
      .selectFrom('whitelisted_addresses')
      .select(['id', 'label'])
      .where('subaccount_id', '=', otc)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const edited = await trader.put(`${W}/whitelisted_addresses/${entry.id}/label`, {
      label: 'Renamed',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const copied = await trader.post(`${W}/whitelisted_addresses/${entry.id}/copy`);
    expect(copied.json<{ address: string }>().address).toMatch(/^bc1q/);
    const audit = await venue.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `whitelisted_address:${entry.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'Edit Label of Withdrawal Address',
      'Copy Withdrawal Address',
    ]);
    expect(audit[0]?.before).toEqual({ label: entry.label });
    expect(audit[0]?.after).toEqual({ label: 'Renamed' });
  });

  it('R-WAL-15 a transfer with maker-checker holds the amount, moves it on approval in one journal, and a repeat returns it', async () => {
    const fromBefore = await dbBalance(venue, otc, 'USDC');
    const toBefore = await dbBalance(venue, cold, 'USDC');
    const id = clientId('t');
    const body = {
      fromSubaccountId: otc,
      toSubaccountId: cold,
      token: 'USDC',
      amount: '1000.5',
      client_request_id: id,
    };
    const made = await trader.post(`${W}/transfer`, body);
    expect(made.statusCode, made.body).toBe(200);
    const transfer = made.json<{
      transfer: {
        id: string;
        status: string;
        from_kind: string;
        to_kind: string;
        maker_checker_request: { request_id: string };
      };
    }>().transfer;
    expect(transfer).toEqual(
      expect.objectContaining({ status: 'requested', from_kind: 'Flex', to_kind: 'Treasury' }),
    );
    expect(await dbBalance(venue, otc, 'USDC')).toBe(subtractDecimal(fromBefore, '1000.5'));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(toBefore);
    const repeat = await trader.post(`${W}/transfer`, body);
    expect(repeat.json<{ transfer: { id: string } }>().transfer.id).toBe(transfer.id);
    const approved = await approver.approve(transfer.maker_checker_request.request_id, {
      email_code: await approver.emailCode(approverEmail),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await dbBalance(venue, otc, 'USDC')).toBe(subtractDecimal(fromBefore, '1000.5'));
    expect(await dbBalance(venue, cold, 'USDC')).toBe(addDecimal(toBefore, '1000.5'));
    expect(venue.orders.state.total(cold, 'USDC')).toBe(addDecimal(toBefore, '1000.5'));
    const row = await venue.db
      .selectFrom('transfers')
      .select(['status', 'journal_id'])
      .where('id', '=', Number(transfer.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(Number(row.journal_id)).toBeLessThan(0);
  });

  it('R-WAL-15 transfers honour canTransfer and guiTransferEnabled; without maker-checker they complete at once; insufficient funds are refused', async () => {
    const readOnly = await subaccountId(venue, 'Edge Audit (read only)');
    const noFlag = await trader.post(`${W}/transfer`, {
      fromSubaccountId: readOnly,
      toSubaccountId: otc,
      token: 'BTC',
      amount: '0.1',
      client_request_id: clientId('t'),
    });
    expect(noFlag.statusCode).toBe(403);
    const offExchange = await subaccountId(venue, 'Tri-party Collateral');
    const target = await trader.post(`${W}/transfer`, {
      fromSubaccountId: otc,
      toSubaccountId: offExchange,
      token: 'BTC',
      amount: '0.1',
      client_request_id: clientId('t'),
    });
    expect(target.statusCode).toBe(403);
    await setWalletMakerChecker(venue, entity, { transfer: false });
    const collateral = await trader.post(`${W}/transfer`, {
      fromSubaccountId: otc,
      toSubaccountId: offExchange,
      token: 'BTC',
      amount: '0.1',
      purpose: 'collateral',
      client_request_id: clientId('t'),
    });
    expect(collateral.statusCode, collateral.body).toBe(200);
    expect(collateral.json<{ transfer: { status: string; to_kind: string } }>().transfer).toEqual(
      expect.objectContaining({ status: 'completed', to_kind: 'Off Platform' }),
    );
    const tooMuch = await trader.post(`${W}/transfer`, {
      fromSubaccountId: otc,
      toSubaccountId: edge,
      token: 'BTC',
      amount: '100000',
      client_request_id: clientId('t'),
    });
    expect(tooMuch.statusCode).toBe(409);
    await setWalletMakerChecker(venue, entity, {});
  });

  it('R-WAL-17 each wallet step reaches the entity’s approvals topic on the stream after its commit, in order', async () => {
    await venue.app.listen({ host: '127.0.0.1', port: 0 });
    const member = await addMember(venue, ['trader']);
    const client = await StreamClient.open(
      streamUrlOf(venue.app.server.address()),
      await signInMember(venue, member),
    );
    try {
      const topic = approvalsTopic(entity);
      const requestId = client.subscribe(topic);
      await client.next(
        (m) =>
          (m.kind === 'subscribed' && m.subscribed?.topic === topic) ||
          (m.kind === 'error' && m.error?.requestId === requestId),
      );
      const from = client.messages.length;
      await setWalletMakerChecker(venue, entity, { withdrawal: false });
      await venue.wallet.requestWithdrawal(
        { userId: member.id, entityId: entity, ip: '127.0.0.1' },
        {
          subaccount_id: otc,
          token: 'BTC',
          network: 'BTC',
          address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
          amount: '0.01',
          client_request_id: clientId(),
        },
      );
      await setWalletMakerChecker(venue, entity, {});
      await blocks(6);
      await client.next(
        (m) => m.kind === 'approvalUpdate' && m.approvalUpdate?.status === 'completed',
        from,
      );
      const steps = client.messages
        .slice(from)
        .filter((m) => m.kind === 'approvalUpdate' && m.approvalUpdate?.kind === 'withdrawal')
        .map((m) => m.approvalUpdate?.status);
      expect(steps).toEqual([
        'approved',
        'processing',
        'broadcast',
        'confirming',
        'confirming',
        'completed',
      ]);
      const seqs = client.messages
        .slice(from)
        .filter((m) => m.kind === 'approvalUpdate')
        .map((m) => Number(m.approvalUpdate?.seq));
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    } finally {
      client.close();
    }
  });
});
