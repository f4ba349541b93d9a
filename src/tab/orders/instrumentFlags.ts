// The order-type flags of spec 3.4 per instrument, read from exchange_info (docs/api.md
// SymbolInfo). Parsed defensively: anything but `true` is off.

export interface OrderFlags {
  readonly allowsLimitOrder: boolean;
  readonly allowsMarketOrder: boolean;
  readonly allowsStopOrder: boolean;
  readonly allowsFOKOrder: boolean;
  readonly allowsTWAPOrder: boolean;
  readonly isSpotTradeable: boolean;
}

/** Spec 3.4 default: every flag false. */
export const NO_ORDER_FLAGS: OrderFlags = {
  allowsLimitOrder: false,
  allowsMarketOrder: false,
  allowsStopOrder: false,
  allowsFOKOrder: false,
  allowsTWAPOrder: false,
  isSpotTradeable: false,
};

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null;

function flagsOf(raw: Json): OrderFlags {
  const on = (k: keyof OrderFlags): boolean => raw[k] === true;
  return {
    allowsLimitOrder: on('allowsLimitOrder'),
    allowsMarketOrder: on('allowsMarketOrder'),
    allowsStopOrder: on('allowsStopOrder'),
    allowsFOKOrder: on('allowsFOKOrder'),
    allowsTWAPOrder: on('allowsTWAPOrder'),
    isSpotTradeable: on('isSpotTradeable'),
  };
}

/** symbol → flags, from an exchange_info body (`{symbols: [...]}` or a bare list). */
export function parseOrderFlags(body: unknown): ReadonlyMap<string, OrderFlags> {
  const list = Array.isArray(body)
    ? body
    : isObject(body) && Array.isArray(body['symbols'])
      ? body['symbols']
      : [];
  const out = new Map<string, OrderFlags>();
  for (const raw of list) {
    if (!isObject(raw) || typeof raw['symbol'] !== 'string') continue;
    if (!out.has(raw['symbol'])) out.set(raw['symbol'], flagsOf(raw));
  }
  return out;
}
