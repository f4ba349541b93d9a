// The Edge instruments from GET /uapi/v1/symbols/exchange_info, as one Loadable.
import { useMemo } from 'react';
import { mapLoadable, valueOf, type Loadable } from '../../tab/loadable';
import type { EdgeInstrument } from '../../tab/market/instruments';
import { exchangeInfoQuery } from '../../tab/market/instrumentsQuery';
import type { OrderFlags } from '../../tab/orders/instrumentFlags';
import { useQuery } from '../../tab/react/query';

const NO_FLAGS: ReadonlyMap<string, OrderFlags> = new Map();

export function useInstruments(): {
  list: Loadable<EdgeInstrument[]>;
  /** Order-type flags per symbol (spec 3.4). */
  flags: ReadonlyMap<string, OrderFlags>;
  retry(): void;
} {
  const { data, refetch } = useQuery(exchangeInfoQuery);
  const list = useMemo(() => mapLoadable(data, (info) => info.instruments), [data]);
  const flags = valueOf(data)?.flags ?? NO_FLAGS;
  return { list, flags, retry: refetch };
}
