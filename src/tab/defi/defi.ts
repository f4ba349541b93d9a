// DeFi as the screen reads and writes it (docs/defi.md): the overview (dApps, protocols, vaults,
// sessions, positions, allowances, DeFi requests), the simulated dApp's pairing URI, connecting
// and disconnecting a vault, and a DeFi transaction (a maker-checker request). Everything rides
// the entity's member topic, so the overview is tagged 'approvals'. Framework-free.
import type { Invalidation } from '../../../workers/api';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { bool, listAt, num, optStr, record, str, strList } from '../queries/json';

export interface DefiProtocolView {
  readonly key: string;
  readonly name: string;
  readonly kind: string;
  readonly contract: string;
  readonly entry: 'SUPPLY' | 'STAKE';
  readonly tokens: readonly { token: string; apyBps: number; needsApproval: boolean }[];
}

export interface DefiSession {
  readonly id: number;
  readonly vaultId: number;
  readonly vaultName: string;
  readonly dapp: string;
  readonly dappName: string;
  readonly dappUrl: string;
  readonly protocols: readonly string[];
  readonly createdBy: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly status: 'active' | 'expired' | 'disconnected';
}

export interface DefiPosition {
  readonly id: number;
  readonly vaultId: number;
  readonly vaultName: string;
  readonly protocol: string;
  readonly token: string;
  readonly principal: string;
  readonly apyBps: number;
  /** Unclaimed yield at `asOf`. */
  readonly accrued: string;
  /** The stored yield at `accruedAt`, from which the screen counts on. */
  readonly storedAccrued: string;
  readonly accruedAt: string;
  readonly claimed: string;
}

export interface DefiRequestRow {
  readonly requestId: string;
  readonly sessionId: number;
  readonly vaultName: string;
  readonly protocol: string;
  readonly type: string;
  readonly token: string;
  readonly amount: string | null;
  readonly method: string | null;
  readonly status: string;
  readonly executedAmount: string | null;
  readonly requester: string;
  readonly createdAt: string;
}

export interface DefiOverview {
  readonly asOf: string;
  readonly dapps: readonly {
    key: string;
    name: string;
    url: string;
    protocols: readonly string[];
  }[];
  readonly protocols: readonly DefiProtocolView[];
  readonly vaults: readonly {
    id: number;
    name: string;
    balances: readonly { token: string; amount: string }[];
  }[];
  readonly sessions: readonly DefiSession[];
  readonly positions: readonly DefiPosition[];
  readonly allowances: readonly {
    vaultId: number;
    protocol: string;
    token: string;
    amount: string;
  }[];
  readonly requests: readonly DefiRequestRow[];
}

const STATUSES = ['active', 'expired', 'disconnected'] as const;

export function parseOverview(raw: unknown): DefiOverview {
  const o = record(raw, 'overview');
  return {
    asOf: str(o, 'as_of'),
    dapps: listAt(o, 'dapps', 'dapps').map((x) => {
      const d = record(x, 'dapp');
      return {
        key: str(d, 'key'),
        name: str(d, 'name'),
        url: str(d, 'url'),
        protocols: strList(d, 'protocols'),
      };
    }),
    protocols: listAt(o, 'protocols', 'protocols').map((x) => {
      const p = record(x, 'protocol');
      return {
        key: str(p, 'key'),
        name: str(p, 'name'),
        kind: str(p, 'kind'),
        contract: str(p, 'contract'),
        entry: str(p, 'entry') === 'STAKE' ? 'STAKE' : 'SUPPLY',
        tokens: listAt(p, 'tokens', 'tokens').map((t) => {
          const r = record(t, 'token');
          return {
            token: str(r, 'token'),
            apyBps: num(r, 'apy_bps'),
            needsApproval: bool(r, 'needs_approval'),
          };
        }),
      };
    }),
    vaults: listAt(o, 'vaults', 'vaults').map((x) => {
      const v = record(x, 'vault');
      return {
        id: num(v, 'id'),
        name: str(v, 'name'),
        balances: listAt(v, 'balances', 'balances').map((b) => {
          const r = record(b, 'balance');
          return { token: str(r, 'token'), amount: str(r, 'amount') };
        }),
      };
    }),
    sessions: listAt(o, 'sessions', 'sessions').map((x) => {
      const s = record(x, 'session');
      const status = str(s, 'status');
      return {
        id: num(s, 'id'),
        vaultId: num(s, 'vault_id'),
        vaultName: str(s, 'vault_name'),
        dapp: str(s, 'dapp'),
        dappName: str(s, 'dapp_name'),
        dappUrl: str(s, 'dapp_url'),
        protocols: strList(s, 'protocols'),
        createdBy: str(s, 'created_by'),
        createdAt: str(s, 'created_at'),
        expiresAt: str(s, 'expires_at'),
        status: (STATUSES as readonly string[]).includes(status)
          ? (status as DefiSession['status'])
          : 'expired',
      };
    }),
    positions: listAt(o, 'positions', 'positions').map((x) => {
      const p = record(x, 'position');
      return {
        id: num(p, 'id'),
        vaultId: num(p, 'vault_id'),
        vaultName: str(p, 'vault_name'),
        protocol: str(p, 'protocol'),
        token: str(p, 'token'),
        principal: str(p, 'principal'),
        apyBps: num(p, 'apy_bps'),
        accrued: str(p, 'accrued'),
        storedAccrued: str(p, 'stored_accrued'),
        accruedAt: str(p, 'accrued_at'),
        claimed: str(p, 'claimed'),
      };
    }),
    allowances: listAt(o, 'allowances', 'allowances').map((x) => {
      const a = record(x, 'allowance');
      return {
        vaultId: num(a, 'vault_id'),
        protocol: str(a, 'protocol'),
        token: str(a, 'token'),
        amount: str(a, 'amount'),
      };
    }),
    requests: listAt(o, 'requests', 'requests').map((x) => {
      const r = record(x, 'request');
      return {
        requestId: str(r, 'request_id'),
        sessionId: num(r, 'session_id'),
        vaultName: str(r, 'vault_name'),
        protocol: str(r, 'protocol'),
        type: str(r, 'transaction_type'),
        token: str(r, 'token'),
        amount: optStr(r, 'amount'),
        method: optStr(r, 'method'),
        status: str(r, 'status'),
        executedAmount: optStr(r, 'executed_amount'),
        requester: str(r, 'requester'),
        createdAt: str(r, 'created_at'),
      };
    }),
  };
}

export const defiOverviewQuery = defineQuery<DefiOverview>(
  { key: ['defi_overview'], call: getCall('/v3/defi/overview'), invalidatedBy: ['approvals'] },
  parseOverview,
);

/** The simulated dApp shows a pairing URI (valid five minutes). */
export const pairingCall = (dapp: string) =>
  jsonCall('POST', `/v3/defi/sim/dapps/${dapp}/pairings`, {});

export const connectCall = (uri: string, vaultId: number) =>
  jsonCall('POST', '/v3/defi/sessions', { uri: uri.trim(), vault_id: vaultId });

export const disconnectCall = (id: number) =>
  jsonCall('POST', `/v3/defi/sessions/${id}/disconnect`, {});

export interface DefiTransactionDraft {
  readonly type: 'CONTRACT_CALL' | 'APPROVE' | 'SUPPLY' | 'REDEEM' | 'STAKE';
  readonly sessionId: number;
  readonly vaultId: number;
  readonly protocol: string;
  readonly token: string;
  readonly amount: string;
  readonly clientRequestId: string;
}

export const defiRequestCall = (d: DefiTransactionDraft) =>
  jsonCall('POST', '/v3/defi/requests', {
    transaction_type: d.type,
    session_id: d.sessionId,
    vault_id: d.vaultId,
    protocol: d.protocol,
    token: d.token,
    ...(d.type === 'CONTRACT_CALL' ? { method: 'claimRewards' } : { amount: d.amount }),
    client_request_id: d.clientRequestId,
  });

export const DEFI_CHANGED: Invalidation = { tags: ['approvals'] };

/** What a transaction type does, in the form's words. */
export const TYPE_LABELS: Readonly<Record<DefiTransactionDraft['type'], string>> = {
  APPROVE: 'Approve token (APPROVE)',
  SUPPLY: 'Supply / deposit (SUPPLY)',
  STAKE: 'Stake (STAKE)',
  REDEEM: 'Withdraw / redeem (REDEEM)',
  CONTRACT_CALL: 'Claim rewards (CONTRACT_CALL)',
};
