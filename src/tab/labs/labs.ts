// Labs and Focal as the screens read them (docs/labs-focal.md). Framework-free.
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { bool, listAt, num, optStr, record, str, strList, type Json } from '../queries/json';

export interface LabFeatureState {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly feedback: string;
}

export const labsQuery = defineQuery<readonly LabFeatureState[]>(
  { key: ['labs'], call: getCall('/uapi/v1/labs') },
  (raw) =>
    listAt(raw, 'features', 'features').map((f) => {
      const o = record(f, 'feature');
      return {
        key: str(o, 'key'),
        title: str(o, 'title'),
        description: str(o, 'description'),
        enabled: bool(o, 'enabled'),
        feedback: str(o, 'feedback'),
      };
    }),
);

export const setLabCall = (key: string, enabled: boolean, feedback?: string) =>
  jsonCall('PUT', `/uapi/v1/labs/${key}`, {
    enabled,
    ...(feedback === undefined ? {} : { feedback }),
  });

export const LABS_CHANGED = { keys: [['labs']] } as const;

// ---- Focal ----

export const focalTokensQuery = defineQuery<readonly string[]>(
  { key: ['focal_tokens'], call: getCall('/uapi/v1/focal'), invalidatedBy: ['balances'] },
  (raw) => strList(record(raw, 'tokens'), 'tokens'),
);

export interface FocalView {
  readonly token: string;
  readonly usdPrice: string | null;
  readonly symbols: readonly string[];
  readonly total: string;
  readonly balances: readonly Json[];
  readonly openOrders: readonly Json[];
  readonly fills: readonly Json[];
  readonly otcTrades: readonly Json[];
  readonly treasuryRules: readonly Json[];
  readonly pendingRequests: readonly Json[];
}

const rows = (raw: unknown, key: string) => listAt(raw, key, key).map((r) => record(r, key));

export const focalQuery = (token: string) =>
  defineQuery<FocalView>(
    {
      key: ['focal', token],
      call: getCall(`/uapi/v1/focal/${encodeURIComponent(token)}`),
      invalidatedBy: ['balances', 'orders', 'fills', 'approvals'],
    },
    (raw) => {
      const o = record(raw, 'focal');
      return {
        token: str(o, 'token'),
        usdPrice: optStr(o, 'usdPrice'),
        symbols: strList(o, 'symbols'),
        total: str(o, 'total'),
        balances: rows(raw, 'balances'),
        openOrders: rows(raw, 'openOrders'),
        fills: rows(raw, 'fills'),
        otcTrades: rows(raw, 'otcTrades'),
        treasuryRules: rows(raw, 'treasuryRules'),
        pendingRequests: rows(raw, 'pendingRequests'),
      };
    },
  );

export const cell = (o: Json, key: string): string => {
  const v = o[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};

export const numCell = (o: Json, key: string): number => num(o, key);
