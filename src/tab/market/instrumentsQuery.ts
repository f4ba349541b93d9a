// The Edge instruments and their order-type flags (spec 3.4), from one exchange_info read that
// every tab of the browser shares through the core's query cache.
import { defineQuery } from '../queries/define';
import { parseOrderFlags, type OrderFlags } from '../orders/instrumentFlags';
import { parseExchangeInfo, type EdgeInstrument } from './instruments';

export const EXCHANGE_INFO_PATH = '/uapi/v1/symbols/exchange_info';

export interface ExchangeInfo {
  readonly instruments: EdgeInstrument[];
  readonly flags: ReadonlyMap<string, OrderFlags>;
}

export const exchangeInfoQuery = defineQuery<ExchangeInfo>(
  { key: ['exchange_info'], call: { method: 'GET', path: EXCHANGE_INFO_PATH } },
  (raw) => ({ instruments: parseExchangeInfo(raw), flags: parseOrderFlags(raw) }),
);
