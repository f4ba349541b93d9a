// The configured provider: any OpenAI-compatible endpoint (LLM_BASE_URL, LLM_MODEL,
// LLM_API_KEY) through the Vercel AI SDK, with the same tools as the offline provider. The
// model calls tools; each tool runs under the caller's authorization and returns JSON; a
// money-moving tool only returns a draft. Text streams to the tab as the model writes it.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  dynamicTool,
  jsonSchema,
  stepCountIs,
  streamText,
  type ModelMessage,
  type ToolSet,
} from 'ai';
import { CONTEXT_MESSAGES, STEPS_PER_PROFILE, TOKENS_PER_LENGTH } from '../../../domain/assistant';
import type { AnswerRequest, AnswerSink, AssistantProvider } from '../provider';

export interface LlmConfig {
  readonly baseURL: string;
  readonly model: string;
  /** The model of the 'fast' profile (LLM_FAST_MODEL), else `model`. */
  readonly fastModel?: string;
  readonly apiKey?: string;
}

/** The configuration from the environment, or null when no LLM is configured (offline). */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv): LlmConfig | null {
  const baseURL = env['LLM_BASE_URL']?.trim();
  const model = env['LLM_MODEL']?.trim();
  if (!baseURL || !model) return null;
  return {
    baseURL,
    model,
    ...(env['LLM_FAST_MODEL']?.trim() ? { fastModel: env['LLM_FAST_MODEL'].trim() } : {}),
    ...(env['LLM_API_KEY'] ? { apiKey: env['LLM_API_KEY'] } : {}),
  };
}

const SYSTEM = [
  'You are the Desk assistant for an institutional trading and treasury desk.',
  "Answer only from the tools' results: never invent a figure, price, balance or status.",
  'If the tools cannot answer, say so plainly.',
  'You cannot move money. For a transfer, call draft_transfer: it returns a draft the user must confirm and approvers must approve. Say that nothing has moved.',
  'Use Markdown; use a table for lists of figures.',
].join(' ');

const STYLE = {
  comprehensive: 'Give the figures with a short table of the detail.',
  concise: 'Answer in one or two sentences with the key figure; no tables.',
} as const;

export class OpenAICompatibleProvider implements AssistantProvider {
  readonly name: string;
  private readonly provider;

  constructor(private readonly config: LlmConfig) {
    this.name = `openai-compatible:${config.model}`;
    this.provider = createOpenAICompatible({
      name: 'desk-llm',
      baseURL: config.baseURL,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    });
  }

  async answer(request: AnswerRequest, sink: AnswerSink): Promise<void> {
    const { settings, ctx } = request;
    const tools: ToolSet = {};
    for (const tool of request.tools.list()) {
      tools[tool.name] = dynamicTool({
        description: tool.description,
        inputSchema: jsonSchema(tool.parameters as Parameters<typeof jsonSchema>[0]),
        execute: async (input) => {
          const args = (input ?? {}) as Record<string, unknown>;
          sink.step({ tool: tool.name, status: 'running', summary: JSON.stringify(args) });
          const result = await tool.run(ctx, args);
          sink.step({
            tool: tool.name,
            status: result.refused ? 'refused' : 'complete',
            summary: result.refused ? result.headline : 'done',
          });
          if (result.draft) sink.draft(result.draft);
          for (const c of result.citations ?? []) sink.citation(c);
          return {
            summary: result.headline,
            ...(result.table ? { table: result.table } : {}),
            data: result.data,
          };
        },
      });
    }
    const messages: ModelMessage[] = [
      ...request.history
        .slice(-CONTEXT_MESSAGES[settings.context_window])
        .map((m): ModelMessage => ({ role: m.role, content: m.content })),
      { role: 'user', content: request.question },
    ];
    const modelId =
      settings.model_profile === 'fast'
        ? (this.config.fastModel ?? this.config.model)
        : this.config.model;
    const result = streamText({
      model: this.provider.chatModel(modelId),
      system: `${SYSTEM} ${STYLE[settings.response_style]} Keep the answer readable in ${settings.response_length} minutes at most.`,
      messages,
      tools,
      temperature: Number(settings.temperature),
      maxOutputTokens: TOKENS_PER_LENGTH[settings.response_length],
      stopWhen: stepCountIs(STEPS_PER_PROFILE[settings.model_profile] + 1),
      maxRetries: 0,
      // The failure reaches the loop below as an error part; the service records and reports it.
      onError: () => undefined,
      ...(request.signal ? { abortSignal: request.signal } : {}),
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') await sink.delta(part.text);
      else if (part.type === 'error')
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
    }
  }
}
