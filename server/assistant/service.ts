// The assistant service: builds a caller's tool scope from the one authorization policy, runs a
// question through the configured provider, records the thread and streams each event.
import type { Kysely } from 'kysely';
import {
  CONTEXT_MESSAGES,
  ROWS_PER_LENGTH,
  type AssistantCitation,
  type AssistantDraft,
  type AssistantEvent,
  type AssistantSettings,
  type AssistantStep,
} from '../../domain/assistant';
import type { ApprovalEngine } from '../approvals/engine';
import type { AuthContext } from '../auth/authenticate';
import type { Database } from '../db/schema';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { Timers } from '../market-runtime/timers';
import type { OrderService } from '../orders/service';
import { readableSubaccounts } from '../policy/policy';
import type { KnowledgeBase } from './knowledge/knowledge';
import type { AssistantProvider } from './provider';
import { loadSettings } from './settings';
import {
  failInterruptedAnswers,
  finishMessage,
  insertMessage,
  messagesOf,
  touchThread,
  type Owner,
} from './store';
import { failInterruptedRuns } from './workflow-store';
import { subaccountDirectory, subaccountsElsewhere } from './scope-store';
import type { ToolContext, ToolRegistry } from './tools/registry';

export interface AssistantDeps {
  readonly db: Kysely<Database>;
  readonly orders: OrderService;
  readonly market: MarketRuntime;
  readonly approvals: ApprovalEngine;
  readonly now: () => number;
  readonly timers: Timers;
  readonly provider: AssistantProvider;
  readonly tools: ToolRegistry;
  readonly knowledge: KnowledgeBase;
  /** Milliseconds between streamed pieces of an offline answer (0: as fast as written). */
  readonly paceMillis: number;
}

export interface Caller {
  readonly auth: AuthContext;
  readonly ip: string;
}

export const ownerOf = (caller: Caller): Owner => ({
  userId: caller.auth.userId,
  entityId: caller.auth.entityId,
});

export class AssistantService {
  constructor(readonly deps: AssistantDeps) {}

  /** At start: answers and workflow runs left unfinished by a stopped process fail (R-AST-17). */
  async recoverInterrupted(): Promise<{ answers: number; runs: number }> {
    const { db, now } = this.deps;
    return {
      answers: await failInterruptedAnswers(db),
      runs: await failInterruptedRuns(db, new Date(now())),
    };
  }

  get providerName(): string {
    return this.deps.provider.name;
  }

  /** What the caller may read, as the tools see it (effective canRead; spec 5 read selections). */
  async scope(caller: Caller, settings: AssistantSettings): Promise<ToolContext> {
    const { db } = this.deps;
    const readable = await readableSubaccounts(db, caller.auth);
    const flags = new Map(readable.map((s) => [s.id, s.flags]));
    const directory = await subaccountDirectory(db, caller.auth.entityId);
    return {
      db,
      orders: this.deps.orders,
      market: this.deps.market,
      approvals: this.deps.approvals,
      now: this.deps.now,
      actor: { userId: caller.auth.userId, entityId: caller.auth.entityId, ip: caller.ip },
      roles: caller.auth.roles,
      granted: caller.auth.granted,
      readable: directory.flatMap((row) => {
        const f = flags.get(row.id);
        return f
          ? [
              {
                id: row.id,
                name: row.name,
                accountId: row.account_id,
                accountName: row.account_name,
                venueKey: row.venue_key,
                venueName: row.venue_name,
                flags: f,
                venueTransfer: row.gui_transfer_enabled && !row.is_delisted,
                venueWithdraw: row.withdraw_enabled && !row.is_delisted,
              },
            ]
          : [];
      }),
      hiddenNames: directory.filter((row) => !flags.has(row.id)).map((row) => row.name),
      elsewhere: (await subaccountsElsewhere(db, caller.auth.userId, caller.auth.entityId)).filter(
        (other) => !directory.some((row) => row.name === other.name),
      ),
      rowLimit: ROWS_PER_LENGTH[settings.response_length],
      newsProfile: settings.news_profile,
    };
  }

  /**
   * Answers a question in a thread the caller owns (checked by the route). Every event goes to
   * `emit` as it happens; the answer is recorded whether it completes or fails.
   */
  async ask(
    caller: Caller,
    threadId: number,
    question: string,
    emit: (event: AssistantEvent) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const { db, now } = this.deps;
    const settings = await loadSettings(db, caller.auth.userId);
    const earlier = await messagesOf(db, threadId, caller.auth.userId);
    const history = earlier
      .filter((m) => m.status === 'complete')
      .slice(-CONTEXT_MESSAGES[settings.context_window])
      .map((m) => ({ role: m.role, content: m.content }));
    const userMessageId = await insertMessage(db, {
      threadId,
      role: 'user',
      content: question,
      status: 'complete',
      at: new Date(now()),
    });
    const answerId = await insertMessage(db, {
      threadId,
      role: 'assistant',
      content: '',
      status: 'streaming',
      at: new Date(now()),
    });
    await touchThread(db, threadId, new Date(now()));
    emit({ type: 'start', threadId, userMessageId });

    const steps: AssistantStep[] = [];
    const drafts: AssistantDraft[] = [];
    const citations: AssistantCitation[] = [];
    let content = '';
    const paced = this.deps.provider.name === 'offline' && this.deps.paceMillis > 0;
    const sink = {
      step: (step: AssistantStep) => {
        steps.push(step);
        emit({ type: 'step', step });
      },
      delta: async (text: string) => {
        content += text;
        emit({ type: 'delta', text });
        if (paced) await this.pause();
      },
      draft: (draft: AssistantDraft) => {
        drafts.push(draft);
        emit({ type: 'draft', draft });
      },
      citation: (citation: AssistantCitation) => {
        if (citations.some((c) => c.slug === citation.slug)) return;
        citations.push(citation);
        emit({ type: 'citation', citation });
      },
    };
    try {
      await this.deps.provider.answer(
        {
          question,
          history,
          settings,
          ctx: await this.scope(caller, settings),
          tools: this.deps.tools,
          knowledge: this.deps.knowledge,
          seed: answerId,
          ...(signal ? { signal } : {}),
        },
        sink,
      );
      await finishMessage(db, answerId, {
        content,
        steps: settle(steps),
        drafts,
        citations,
        provider: this.deps.provider.name,
        status: 'complete',
      });
      emit({ type: 'done', messageId: answerId, provider: this.deps.provider.name });
    } catch (error) {
      const message =
        content === ''
          ? 'The assistant could not answer: the provider failed. Try again.'
          : 'The answer was cut short: the provider failed.';
      await finishMessage(db, answerId, {
        content: content === '' ? message : content,
        steps: settle(steps),
        drafts,
        citations,
        provider: this.deps.provider.name,
        status: 'failed',
      });
      emit({ type: 'error', message });
      if (!(error instanceof Error)) throw error;
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      this.deps.timers.setTimeout(resolve, this.deps.paceMillis);
    });
  }
}

/** The recorded steps: the last status of each running tool call (running → complete). */
function settle(steps: readonly AssistantStep[]): AssistantStep[] {
  const out: AssistantStep[] = [];
  for (const step of steps) {
    const last = out[out.length - 1];
    if (last && last.tool === step.tool && last.status === 'running')
      out[out.length - 1] = {
        ...step,
        summary: step.status === 'complete' ? last.summary : step.summary,
      };
    else out.push(step);
  }
  return out;
}
