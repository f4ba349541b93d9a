// Private-data hooks: a view subscribes to one private topic of a subaccount while
// mounted and reads its latest state; the order client for the ticket and blotters.
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type {
  BalancesState,
  FillsState,
  OrdersState,
  PositionsState,
  PrivateTopicState,
  RiskState,
  TopicKey,
} from '../../../workers/api';
import { isVenueSubaccountId } from '../../../domain/pseudoAccounts';
import { privateTopic, type PrivateChannel } from '../../../domain/market/private-topics';
import { subscribeAccountTopic } from '../orders/accountStore';
import { browserOrderDeps, createOrderClient, type OrderClient } from '../orders/orderClient';
import { useShell } from './hooks';

function usePrivateTopic<S extends PrivateTopicState>(
  channel: PrivateChannel,
  subaccountId: number | null,
): S | null {
  const { core, market } = useShell();
  // A pseudo-account (negative id) has no private topics: the venue refuses them.
  const topic: TopicKey | null =
    subaccountId === null || !isVenueSubaccountId(subaccountId)
      ? null
      : privateTopic(channel, subaccountId);
  useEffect(() => {
    if (topic === null) return;
    return subscribeAccountTopic(core, market.account, topic);
  }, [core, market, topic]);
  return useStore(market.account, (s) =>
    topic === null ? null : ((s.topics[topic] as S | undefined) ?? null),
  );
}

export const useOrders = (id: number | null) => usePrivateTopic<OrdersState>('orders', id);
export const useFills = (id: number | null) => usePrivateTopic<FillsState>('fills', id);
export const useBalances = (id: number | null) => usePrivateTopic<BalancesState>('balances', id);
export const usePositions = (id: number | null) => usePrivateTopic<PositionsState>('positions', id);
export const useRisk = (id: number | null) => usePrivateTopic<RiskState>('risk', id);

/** Tests put their own client here (scripted ids and sleeps). */
export const OrderClientContext = createContext<OrderClient | null>(null);

export function useOrderClient(): OrderClient {
  const injected = useContext(OrderClientContext);
  const { core, toasts } = useShell();
  const own = useMemo(
    () => createOrderClient(browserOrderDeps(core, (text) => void toasts.show(text, 'error'))),
    [core, toasts],
  );
  return injected ?? own;
}
