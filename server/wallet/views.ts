// The wallet's rows as the API answers them (docs/wallet.md "HTTP API"): spec 3.3's
// withdrawal row (venue, user, subaccount_name, time, token, destination, network, amount,
// fees, status, transaction_id, transaction_hash, additional_info, maker_checker_request),
// whitelisted addresses (address, token, exchange, accountName, networkName, label), deposits
// and transfers. Amounts are decimal strings.
import type { Kysely } from 'kysely';
import { normalizeDecimal } from '../../domain/decimal';
import { statusLabel } from '../../domain/status';
import { transferAccountKind, walletNetwork, withdrawalDisplayStatus } from '../../domain/wallet';
import type { Database } from '../db/schema';
import { actionsOf } from '../approvals/store';
import type {
  DepositRow,
  TransferRow,
  WalletSubaccount,
  WhitelistRow,
  WithdrawalRow,
} from './store';

const plain = (value: string): string => normalizeDecimal(value);

export interface MakerCheckerView {
  request_id: string;
  requester_id: number;
  approvers: number[];
  rejectors: number[];
  min_approvers: number;
  request_status: string;
}

/** The maker-checker part of each row (spec 3.3), by request id. */
export async function makerCheckerOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, MakerCheckerView>> {
  const out = new Map<number, MakerCheckerView>();
  if (ids.length === 0) return out;
  const [requests, actions] = await Promise.all([
    db
      .selectFrom('approval_requests')
      .select(['id', 'requester_id', 'min_approvers', 'status'])
      .where('id', 'in', ids)
      .execute(),
    actionsOf(db, ids),
  ]);
  for (const r of requests)
    out.set(r.id, {
      request_id: String(r.id),
      requester_id: r.requester_id,
      approvers: actions
        .filter((a) => a.request_id === r.id && a.action === 'approve')
        .map((a) => a.user_id),
      rejectors: actions
        .filter((a) => a.request_id === r.id && a.action === 'reject')
        .map((a) => a.user_id),
      min_approvers: r.min_approvers,
      request_status: r.status,
    });
  return out;
}

export async function peopleNames(db: Kysely<Database>, ids: readonly number[]) {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows) out.set(r.id, `${r.first_name} ${r.last_name}`.trim() || r.email);
  return out;
}

export function withdrawalView(
  row: WithdrawalRow,
  sub: WalletSubaccount | undefined,
  user: string,
  makerChecker: MakerCheckerView | null,
) {
  const display = withdrawalDisplayStatus(row.status);
  return {
    id: String(row.id),
    venue: sub?.venue.name ?? '',
    user,
    user_id: row.user_id,
    subaccount_id: row.subaccount_id,
    subaccount_name: sub?.name ?? '',
    time: row.created_at.toISOString(),
    token: row.token,
    destination: row.destination,
    network: row.network,
    amount: plain(row.amount),
    fees: plain(row.fee),
    status: row.status,
    /** Spec 4: the display class's status and its text ('Request in progress' while pending). */
    display_status: display,
    status_text: statusLabel(display, row.status),
    transaction_id: row.transaction_id,
    transaction_hash: row.transaction_hash,
    confirmations: row.confirmations,
    required_confirmations: row.required_confirmations,
    additional_info: row.additional_info,
    client_request_id: row.client_request_id,
    maker_checker_request: makerChecker,
    updated_at: row.updated_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;

export function whitelistView(row: WhitelistRow, sub: WalletSubaccount | undefined) {
  return {
    id: String(row.id),
    address: row.address,
    token: row.token,
    exchange: sub?.venue.name ?? '',
    accountName: sub?.name ?? '',
    subaccount_id: row.subaccount_id,
    network: row.network,
    networkName: walletNetwork(row.token, row.network)?.name ?? row.network,
    label: row.label,
    status: 'whitelisted',
    request_id: row.maker_checker_request_id === null ? null : String(row.maker_checker_request_id),
    created_at: row.created_at.toISOString(),
  };
}

export function pendingWhitelistView(
  request: { id: number; payload: Record<string, unknown>; created_at: Date; expires_at: Date },
  sub: WalletSubaccount | undefined,
) {
  const p = request.payload as {
    subaccount_id: number;
    token: string;
    network: string;
    address: string;
    label: string;
  };
  return {
    id: `request-${request.id}`,
    address: p.address,
    token: p.token,
    exchange: sub?.venue.name ?? '',
    accountName: sub?.name ?? '',
    subaccount_id: p.subaccount_id,
    network: p.network,
    networkName: walletNetwork(p.token, p.network)?.name ?? p.network,
    label: p.label,
    status: 'pending_whitelist',
    request_id: String(request.id),
    created_at: request.created_at.toISOString(),
    expires_at: request.expires_at.toISOString(),
  };
}

export function depositView(row: DepositRow, sub: WalletSubaccount | undefined) {
  return {
    id: String(row.id),
    venue: sub?.venue.name ?? '',
    subaccount_id: row.subaccount_id,
    subaccount_name: sub?.name ?? '',
    token: row.token,
    network: row.network,
    address: row.address,
    amount: plain(row.amount),
    transaction_hash: row.transaction_hash,
    confirmations: row.confirmations,
    required_confirmations: row.required_confirmations,
    status: row.status,
    time: row.detected_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

export function transferView(
  row: TransferRow,
  subs: ReadonlyMap<number, WalletSubaccount>,
  makerChecker: MakerCheckerView | null,
) {
  const from = subs.get(row.from_subaccount_id);
  const to = subs.get(row.to_subaccount_id);
  return {
    id: String(row.id),
    from_subaccount_id: row.from_subaccount_id,
    from_name: from?.name ?? '',
    from_kind: from ? transferAccountKind(from.venue.accountType, from.walletTypes) : null,
    to_subaccount_id: row.to_subaccount_id,
    to_name: to?.name ?? '',
    to_kind: to ? transferAccountKind(to.venue.accountType, to.walletTypes) : null,
    token: row.token,
    amount: plain(row.amount),
    purpose: row.purpose,
    status: row.status,
    status_text: statusLabel(row.status === 'requested' ? 'pending' : row.status, row.status),
    client_request_id: row.client_request_id,
    maker_checker_request: makerChecker,
    time: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
export type TransferView = ReturnType<typeof transferView>;
