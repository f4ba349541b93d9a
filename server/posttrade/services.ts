// The post-trade services as createApp wires them (docs/post-trade.md): allocation and
// settlement; the settlement core is made before the approval engine, whose settlement_batch
// kind it executes.
import type { Kysely } from 'kysely';
import type { ApprovalEngine } from '../approvals/engine';
import type { Database } from '../db/schema';
import type { OrderService } from '../orders/service';
import { AllocationService } from './allocation-service';
import { SettlementCore, SettlementService } from './settlement-service';

export interface PostTradeServices {
  readonly allocation: AllocationService;
  readonly settlement: SettlementService;
}

export function createPostTrade(opts: {
  readonly core: SettlementCore;
  readonly approvals: ApprovalEngine;
  readonly rates: () => Record<string, string>;
}): PostTradeServices {
  return {
    allocation: new AllocationService(opts.core.db, opts.core.orders, opts.core.now),
    settlement: new SettlementService(opts.core, opts.approvals, opts.rates),
  };
}

export function createSettlementCore(
  db: Kysely<Database>,
  orders: OrderService,
  now: () => number,
): SettlementCore {
  return new SettlementCore(db, orders, now);
}
