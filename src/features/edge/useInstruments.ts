// The Edge instruments from GET /uapi/v1/symbols/exchange_info, as one Loadable.
import { useCallback, useEffect, useState } from 'react';
import { failed, loading, ready, type Loadable } from '../../tab/loadable';
import { parseExchangeInfo, type EdgeInstrument } from '../../tab/market/instruments';
import { parseOrderFlags, type OrderFlags } from '../../tab/orders/instrumentFlags';
import { useShell } from '../../tab/react/hooks';
import type { CoreFailure } from '../../../workers/api';

export function useInstruments(): {
  list: Loadable<EdgeInstrument[]>;
  /** Order-type flags per symbol (spec 3.4). */
  flags: ReadonlyMap<string, OrderFlags>;
  retry(): void;
} {
  const { core } = useShell();
  const [list, setList] = useState<Loadable<EdgeInstrument[]>>(loading);
  const [flags, setFlags] = useState<ReadonlyMap<string, OrderFlags>>(() => new Map());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    core.request({ method: 'GET', path: '/uapi/v1/symbols/exchange_info' }).then(
      (res) => {
        if (!live) return;
        if (res.ok) setFlags(parseOrderFlags(res.data));
        setList(
          res.ok
            ? ready(parseExchangeInfo(res.data))
            : failed(res.errors[0]?.message ?? 'Could not load markets'),
        );
      },
      (e: CoreFailure) => live && setList(failed(e.message || 'Could not load markets')),
    );
    return () => {
      live = false;
    };
  }, [core, attempt]);

  const retry = useCallback(() => {
    setList(loading);
    setAttempt((n) => n + 1);
  }, []);
  return { list, flags, retry };
}
