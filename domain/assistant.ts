// The AI assistant's shared vocabulary (docs/assistant.md): the settings of spec 3.9 with their
// defaults, feedback reason chips, and the events an answer streams (one JSON object a line).

export const NEWS_PROFILES = ['curated', 'all', 'off'] as const;
export const MODEL_PROFILES = ['smart', 'fast'] as const;
export const CONTEXT_WINDOWS = ['small', 'large'] as const;
export const RESPONSE_STYLES = ['comprehensive', 'concise'] as const;
/** Spec 3.9: response length options 5 min or 10 min (a reading-time budget). */
export const RESPONSE_LENGTHS = [5, 10] as const;

export interface AssistantSettings {
  readonly news_profile: (typeof NEWS_PROFILES)[number];
  readonly model_profile: (typeof MODEL_PROFILES)[number];
  /** 0..1; decimal string on the wire. */
  readonly temperature: string;
  readonly context_window: (typeof CONTEXT_WINDOWS)[number];
  readonly response_style: (typeof RESPONSE_STYLES)[number];
  readonly response_length: (typeof RESPONSE_LENGTHS)[number];
}

/** R-AST-1: spec 3.9 defaults. */
export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  news_profile: 'curated',
  model_profile: 'smart',
  temperature: '0',
  context_window: 'small',
  response_style: 'comprehensive',
  response_length: 5,
};

/** Previous messages of the thread a provider sees, per context window. */
export const CONTEXT_MESSAGES: Readonly<Record<AssistantSettings['context_window'], number>> = {
  small: 6,
  large: 30,
};

/** Table rows an answer shows at most, per response length (minutes of reading). */
export const ROWS_PER_LENGTH: Readonly<Record<AssistantSettings['response_length'], number>> = {
  5: 10,
  10: 40,
};

/** Output tokens an LLM answer may use, per response length. */
export const TOKENS_PER_LENGTH: Readonly<Record<AssistantSettings['response_length'], number>> = {
  5: 800,
  10: 1600,
};

/** Tool steps an answer may take, per model profile. */
export const STEPS_PER_PROFILE: Readonly<Record<AssistantSettings['model_profile'], number>> = {
  smart: 5,
  fast: 2,
};

export const FEEDBACK_REASONS = [
  'correct',
  'helpful',
  'wrong_numbers',
  'not_what_i_asked',
  'too_long',
  'too_short',
  'missing_data',
] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export type StepStatus = 'running' | 'complete' | 'refused' | 'failed';

export interface AssistantStep {
  readonly tool: string;
  readonly status: StepStatus;
  readonly summary: string;
}

export interface AssistantCitation {
  readonly slug: string;
  readonly title: string;
}

/** A money-moving request the assistant prepared: the user confirms it, then it is approved. */
export interface AssistantDraft {
  readonly kind: string;
  readonly payload: Record<string, unknown>;
  readonly summary: string;
  /** The maker-checker call the UI makes on confirmation. */
  readonly submit: { readonly method: 'POST'; readonly path: string };
}

/** What an answer streams, one JSON object per line (application/x-ndjson). */
export type AssistantEvent =
  | { readonly type: 'start'; readonly threadId: number; readonly userMessageId: number }
  | { readonly type: 'step'; readonly step: AssistantStep }
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'draft'; readonly draft: AssistantDraft }
  | { readonly type: 'citation'; readonly citation: AssistantCitation }
  | { readonly type: 'done'; readonly messageId: number; readonly provider: string }
  | { readonly type: 'error'; readonly message: string };
