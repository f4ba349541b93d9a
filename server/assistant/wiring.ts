// Builds the assistant for createApp: the knowledge base, the tool registry (built-in tools plus
// those other areas pass in) and the provider the configuration chooses.
import type { Kysely } from 'kysely';
import type { ApprovalEngine } from '../approvals/engine';
import type { Database } from '../db/schema';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { Timers } from '../market-runtime/timers';
import type { OrderService } from '../orders/service';
import { KnowledgeBase } from './knowledge/knowledge';
import { llmConfigFromEnv, OpenAICompatibleProvider, type LlmConfig } from './llm/provider';
import { OfflineProvider } from './offline/provider';
import { AssistantService } from './service';
import { defaultAssistantTools } from './tools/index';
import { ToolRegistry, type AssistantTool } from './tools/registry';

export interface AssistantWiring {
  readonly db: Kysely<Database>;
  readonly orders: OrderService;
  readonly market: MarketRuntime;
  readonly approvals: ApprovalEngine;
  readonly now: () => number;
  readonly timers: Timers;
  /** undefined: from the environment; null: offline. */
  readonly llm: LlmConfig | null | undefined;
  readonly extraTools: readonly AssistantTool[];
  readonly paceMillis: number;
}

export function createAssistant(w: AssistantWiring): AssistantService {
  const knowledge = new KnowledgeBase(w.db, w.now);
  const tools = new ToolRegistry([...defaultAssistantTools(knowledge), ...w.extraTools]);
  const llm = w.llm === undefined ? llmConfigFromEnv(process.env) : w.llm;
  return new AssistantService({
    db: w.db,
    orders: w.orders,
    market: w.market,
    approvals: w.approvals,
    now: w.now,
    timers: w.timers,
    provider: llm ? new OpenAICompatibleProvider(llm) : new OfflineProvider(),
    tools,
    knowledge,
    paceMillis: w.paceMillis,
  });
}
