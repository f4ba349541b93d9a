// One interface for the assistant's providers (docs/assistant.md "Providers"): the offline one
// (deterministic, no model) and the OpenAI-compatible one (an LLM through the AI SDK). Both get
// the same tools, the user's settings and the thread's recent messages, and report what they do
// through the sink, which streams it to the tab and records it.
import type {
  AssistantCitation,
  AssistantDraft,
  AssistantSettings,
  AssistantStep,
} from '../../domain/assistant';
import type { KnowledgeBase } from './knowledge/knowledge';
import type { ToolContext, ToolRegistry } from './tools/registry';

export interface HistoryMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface AnswerRequest {
  readonly question: string;
  /** Earlier messages of the thread, oldest first, cut to the context window. */
  readonly history: readonly HistoryMessage[];
  readonly settings: AssistantSettings;
  readonly ctx: ToolContext;
  readonly tools: ToolRegistry;
  readonly knowledge: KnowledgeBase;
  /** Varies phrasing deterministically per message when temperature > 0 (offline). */
  readonly seed: number;
  readonly signal?: AbortSignal;
}

export interface AnswerSink {
  step(step: AssistantStep): void;
  delta(text: string): Promise<void>;
  draft(draft: AssistantDraft): void;
  citation(citation: AssistantCitation): void;
}

export interface AssistantProvider {
  /** 'offline' or 'openai-compatible:<model>'. */
  readonly name: string;
  answer(request: AnswerRequest, sink: AnswerSink): Promise<void>;
}
