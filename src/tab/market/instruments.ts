// Instruments of GET /uapi/v1/symbols/exchange_info (docs/api.md) as the Edge screen needs them.
// Parsed defensively: the server is checked, not trusted; malformed entries are skipped.
import { isDecimalString } from '../../../domain/decimal';

/** Spec 3.4 instrumentType codes shown on Edge (options trade by RFQ, not here). */
export type EdgeKind = 'spot' | 'future' | 'perpetual';

export interface EdgeInstrument {
  readonly symbol: string;
  readonly displayName: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly instrumentType: number;
  readonly kind: EdgeKind;
  readonly tickSize: string;
  readonly lotSize: string;
}

const KIND_BY_TYPE: Readonly<Record<number, EdgeKind>> = { 0: 'spot', 1: 'future', 3: 'perpetual' };
const TYPE_BY_NAME: Readonly<Record<string, number>> = {
  SPOT: 0,
  FUTURE: 1,
  MARGIN: 2,
  PERPETUAL: 3,
  OPTION: 4,
};

export const KIND_LABEL: Readonly<Record<EdgeKind, string>> = {
  spot: 'Spot',
  future: 'Futures',
  perpetual: 'Perpetuals',
};

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null;
const str = (o: Json, ...keys: string[]): string | null => {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'string' && v !== '') return v;
  }
  return null;
};

function typeCode(o: Json): number | null {
  const t = o['instrumentType'];
  if (typeof t === 'number' && Number.isInteger(t)) return t;
  if (typeof t === 'string') return TYPE_BY_NAME[t.toUpperCase()] ?? null;
  return null;
}

function parseOne(raw: unknown): EdgeInstrument | null {
  if (!isObject(raw)) return null;
  const meta = isObject(raw['metadata']) ? raw['metadata'] : {};
  const symbol = str(raw, 'symbol');
  const type = typeCode(raw);
  const kind = type === null ? undefined : KIND_BY_TYPE[type];
  const tickSize = str(raw, 'tickSize') ?? str(meta, 'tickSize');
  const lotSize = str(raw, 'lotSize') ?? str(meta, 'lotSize') ?? '1';
  if (!symbol || type === null || !kind || !tickSize) return null;
  // A listed instrument without a live market ('NO_MARKET') has nothing to show on Edge.
  const status = str(raw, 'status');
  if (status !== null && status !== 'TRADING') return null;
  if (!isDecimalString(tickSize) || !isDecimalString(lotSize)) return null;
  return {
    symbol,
    displayName: str(raw, 'displayName') ?? symbol,
    baseToken: str(raw, 'baseToken', 'baseAsset') ?? '',
    quoteToken: str(raw, 'quoteToken', 'quoteAsset') ?? '',
    instrumentType: type,
    kind,
    tickSize,
    lotSize,
  };
}

/** The spot, futures and perpetual instruments of an exchange_info answer: `{symbols: [...]}`
 *  or a bare list. Order kept; duplicates dropped. */
export function parseExchangeInfo(body: unknown): EdgeInstrument[] {
  const list = Array.isArray(body)
    ? body
    : isObject(body) && Array.isArray(body['symbols'])
      ? body['symbols']
      : [];
  const seen = new Set<string>();
  const out: EdgeInstrument[] = [];
  for (const raw of list) {
    const inst = parseOne(raw);
    if (inst && !seen.has(inst.symbol)) {
      seen.add(inst.symbol);
      out.push(inst);
    }
  }
  return out;
}
