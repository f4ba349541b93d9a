// Maker and taker fee rates of the venue (fractions of the traded notional, quote token).
export const MAKER_FEE_RATE = '0.0002';
export const TAKER_FEE_RATE = '0.0005';
/** Fees and PnL are rounded half-up to this many decimals. */
export const MONEY_PLACES = 8;
