// The Flex account's automatic conversion as the RFQ screen reads and saves it
// (GET/POST /uapi/v1/tokens/flex, docs/autoflex.md). Framework-free.
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { bool, isRecord, listAt, num, optNum, optStr, record, str, strList } from '../queries/json';

export interface AutoflexConversion {
  readonly id: number;
  readonly token: string;
  readonly targetToken: string;
  readonly sold: string;
  readonly received: string;
  readonly price: string;
  readonly symbol: string;
  readonly time: number;
}

export interface AutoflexInfo {
  readonly subaccountId: number;
  readonly subaccountName: string;
  readonly enabled: boolean;
  readonly targetToken: string;
  readonly tokens: readonly string[];
  readonly pausedReason: string | null;
  readonly updatedBy: string | null;
  readonly updatedAt: number | null;
  readonly canEdit: boolean;
  readonly targetTokens: readonly string[];
  readonly convertibleTokens: Readonly<Record<string, readonly string[]>>;
  readonly conversions: readonly AutoflexConversion[];
}

function parseConversion(raw: unknown): AutoflexConversion {
  const o = record(raw, 'conversion');
  return {
    id: num(o, 'id'),
    token: str(o, 'token'),
    targetToken: str(o, 'targetToken'),
    sold: str(o, 'sold'),
    received: str(o, 'received'),
    price: str(o, 'price'),
    symbol: str(o, 'symbol'),
    time: num(o, 'time'),
  };
}

export function parseAutoflexInfo(raw: unknown): AutoflexInfo {
  const o = record(raw, 'autoflex_info');
  const convertible = record(o['convertibleTokens'], 'convertibleTokens');
  const updatedBy = isRecord(o['updatedBy']) ? optStr(o['updatedBy'], 'name') : null;
  return {
    subaccountId: num(o, 'subaccountId'),
    subaccountName: str(o, 'subaccountName'),
    enabled: bool(o, 'enabled'),
    targetToken: str(o, 'targetToken'),
    tokens: strList(o, 'tokens'),
    pausedReason: optStr(o, 'pausedReason'),
    updatedBy,
    updatedAt: optNum(o, 'updatedAt'),
    canEdit: bool(o, 'canEdit'),
    targetTokens: strList(o, 'targetTokens'),
    convertibleTokens: Object.fromEntries(
      Object.keys(convertible).map((t) => [t, strList(convertible, t)]),
    ),
    conversions: listAt(o, 'conversions', 'conversions').map(parseConversion),
  };
}

/** Every readable Flex subaccount's settings; a conversion moves balances, so it refetches. */
export const autoflexQuery = defineQuery<readonly AutoflexInfo[]>(
  {
    key: ['autoflex'],
    call: getCall('/uapi/v1/tokens/flex'),
    invalidatedBy: ['balances'],
  },
  (raw) => listAt(raw, 'autoflex_info', 'autoflex_info').map(parseAutoflexInfo),
);

export interface AutoflexDraft {
  readonly subaccountId: number;
  readonly enabled: boolean;
  readonly targetToken: string;
  readonly tokens: readonly string[];
}

export const saveAutoflexCall = (draft: AutoflexDraft) =>
  jsonCall('POST', '/uapi/v1/tokens/flex', {
    subaccountId: draft.subaccountId,
    enabled: draft.enabled,
    targetToken: draft.targetToken,
    tokens: [...draft.tokens],
  });

/** Tokens that stay chosen when the target changes: those that still convert into it. */
export function keepConvertible(
  info: AutoflexInfo,
  target: string,
  tokens: readonly string[],
): string[] {
  const allowed = info.convertibleTokens[target] ?? [];
  return tokens.filter((t) => allowed.includes(t));
}
