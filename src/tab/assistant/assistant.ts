// The assistant's reads and calls (docs/assistant.md "API"), and the reading of a streamed answer
// (NDJSON events) into what the conversation shows. Framework-free.
import {
  DEFAULT_ASSISTANT_SETTINGS,
  type AssistantCitation,
  type AssistantDraft,
  type AssistantEvent,
  type AssistantSettings,
  type AssistantStep,
} from '../../../domain/assistant';
import type { Invalidation, RestCall } from '../../../workers/api';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { isRecord, listAt, record } from '../queries/json';

export const ASSISTANT_BASE = '/api/assistant';
export const ASSISTANT_INVALIDATES: Invalidation = { tags: ['assistant'] };

export interface ThreadSummary {
  readonly id: number;
  readonly title: string;
  readonly updated_at: string;
}

export interface Feedback {
  readonly rating: 'up' | 'down';
  readonly reasons: readonly string[];
  readonly comment: string;
}

export interface ThreadMessage {
  readonly id: number;
  readonly role: 'user' | 'assistant';
  readonly content: string;
  readonly steps: readonly AssistantStep[];
  readonly drafts: readonly AssistantDraft[];
  readonly citations: readonly AssistantCitation[];
  readonly status: 'streaming' | 'complete' | 'failed';
  readonly provider: string | null;
  readonly feedback: Feedback | null;
}

export interface ThreadView {
  readonly thread: ThreadSummary;
  readonly messages: readonly ThreadMessage[];
}

export interface SettingsView {
  readonly settings: AssistantSettings;
  readonly provider: string;
}

export interface ArticleView {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
}

const thread = (raw: unknown): ThreadSummary => {
  const o = record(raw, 'thread');
  return { id: Number(o['id']), title: String(o['title']), updated_at: String(o['updated_at']) };
};

export const threadsQuery = (search: string) =>
  defineQuery(
    {
      key: ['assistant', 'threads', search],
      call:
        search === ''
          ? getCall(`${ASSISTANT_BASE}/threads`)
          : { ...getCall(`${ASSISTANT_BASE}/threads`), query: { q: search } },
      invalidatedBy: ['assistant'],
      staleMillis: 0,
    },
    (raw) => listAt(raw, 'threads', 'threads').map(thread),
  );

export const threadQuery = (id: number) =>
  defineQuery(
    {
      key: ['assistant', 'thread', id],
      call: getCall(`${ASSISTANT_BASE}/threads/${id}`),
      invalidatedBy: ['assistant'],
      staleMillis: 0,
    },
    (raw): ThreadView => ({
      thread: thread(record(raw, 'answer')['thread']),
      messages: listAt(raw, 'messages', 'messages').map((m) => {
        const o = record(m, 'message');
        const fb = o['feedback'];
        return {
          id: Number(o['id']),
          role: o['role'] === 'user' ? 'user' : 'assistant',
          content: String(o['content'] ?? ''),
          steps: (o['steps'] as AssistantStep[] | undefined) ?? [],
          drafts: (o['drafts'] as AssistantDraft[] | undefined) ?? [],
          citations: (o['citations'] as AssistantCitation[] | undefined) ?? [],
          status:
            o['status'] === 'failed'
              ? 'failed'
              : o['status'] === 'streaming'
                ? 'streaming'
                : 'complete',
          provider: typeof o['provider'] === 'string' ? o['provider'] : null,
          feedback: isRecord(fb)
            ? {
                rating: fb['rating'] === 'down' ? 'down' : 'up',
                reasons: (fb['reasons'] as string[] | undefined) ?? [],
                comment: String(fb['comment'] ?? ''),
              }
            : null,
        };
      }),
    }),
  );

export const settingsQuery = defineQuery(
  {
    key: ['assistant', 'settings'],
    call: getCall(`${ASSISTANT_BASE}/settings`),
    invalidatedBy: ['assistant'],
  },
  (raw): SettingsView => {
    const o = record(raw, 'answer');
    return {
      settings: {
        ...DEFAULT_ASSISTANT_SETTINGS,
        ...(record(o['settings'], 'settings') as Partial<AssistantSettings>),
      },
      provider: String(o['provider'] ?? ''),
    };
  },
);

export const articleQuery = (slug: string) =>
  defineQuery(
    { key: ['assistant', 'article', slug], call: getCall(`${ASSISTANT_BASE}/knowledge/${slug}`) },
    (raw): ArticleView => {
      const a = record(record(raw, 'answer')['article'], 'article');
      return { slug: String(a['slug']), title: String(a['title']), body: String(a['body']) };
    },
  );

export const createThreadCall = (): RestCall => jsonCall('POST', `${ASSISTANT_BASE}/threads`, {});
export const renameThreadCall = (id: number, title: string): RestCall =>
  jsonCall('PUT', `${ASSISTANT_BASE}/threads/${id}`, { title });
export const deleteThreadCall = (id: number): RestCall => ({
  method: 'DELETE',
  path: `${ASSISTANT_BASE}/threads/${id}`,
});
export const askCall = (threadId: number, content: string): RestCall =>
  jsonCall('POST', `${ASSISTANT_BASE}/threads/${threadId}/messages`, { content });
export const feedbackCall = (messageId: number, feedback: Feedback): RestCall =>
  jsonCall('PUT', `${ASSISTANT_BASE}/messages/${messageId}/feedback`, feedback);
export const settingsCall = (change: Partial<AssistantSettings>): RestCall =>
  jsonCall('PUT', `${ASSISTANT_BASE}/settings`, change);
/** The user's confirmation of a draft: a maker-checker request like any other. */
export const confirmDraftCall = (draft: AssistantDraft, clientRequestId: string): RestCall =>
  jsonCall('POST', draft.submit.path, {
    kind: draft.kind,
    payload: draft.payload,
    client_request_id: clientRequestId,
  });

/** An answer being streamed, as the conversation shows it. */
export interface LiveAnswer {
  readonly text: string;
  readonly steps: readonly AssistantStep[];
  readonly drafts: readonly AssistantDraft[];
  readonly citations: readonly AssistantCitation[];
  readonly done: boolean;
  readonly error: string | null;
  readonly messageId: number | null;
  /** The question's message id (from the start event): stored messages from it on are this answer's. */
  readonly userMessageId: number | null;
}

export const EMPTY_ANSWER: LiveAnswer = {
  text: '',
  steps: [],
  drafts: [],
  citations: [],
  done: false,
  error: null,
  messageId: null,
  userMessageId: null,
};

/** Splits streamed text into whole lines, keeping the unfinished tail for the next piece. */
export class LineReader {
  private tail = '';

  push(piece: string): string[] {
    const lines = (this.tail + piece).split('\n');
    this.tail = lines.pop() ?? '';
    return lines.filter((line) => line.trim() !== '');
  }
}

export function parseEvent(line: string): AssistantEvent | null {
  try {
    const value = JSON.parse(line) as unknown;
    return isRecord(value) && typeof value['type'] === 'string' ? (value as AssistantEvent) : null;
  } catch {
    return null;
  }
}

/** The answer after one more event. A tool's later status replaces its running step. */
export function applyEvent(answer: LiveAnswer, event: AssistantEvent): LiveAnswer {
  switch (event.type) {
    case 'delta':
      return { ...answer, text: answer.text + event.text };
    case 'step': {
      const last = answer.steps[answer.steps.length - 1];
      const steps =
        last && last.tool === event.step.tool && last.status === 'running'
          ? [...answer.steps.slice(0, -1), event.step]
          : [...answer.steps, event.step];
      return { ...answer, steps };
    }
    case 'draft':
      return { ...answer, drafts: [...answer.drafts, event.draft] };
    case 'citation':
      return { ...answer, citations: [...answer.citations, event.citation] };
    case 'done':
      return { ...answer, done: true, messageId: event.messageId };
    case 'error':
      return { ...answer, done: true, error: event.message };
    case 'start':
      return { ...answer, userMessageId: event.userMessageId };
  }
}

export interface WorkflowRunView {
  readonly id: number;
  readonly workflow: string;
  /** manual ("Run now") or schedule. */
  readonly trigger?: 'manual' | 'schedule';
  readonly status: string;
  readonly steps: readonly { title: string; tool: string; status: string; summary: string }[];
  readonly started_at: string;
}

export interface WorkflowView {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly step_count: number;
  readonly steps: readonly string[];
  readonly last_run: WorkflowRunView | null;
  readonly schedule: WorkflowScheduleView | null;
}

/** A workflow's schedule (times UTC; next_run_at epoch ms). */
export interface WorkflowScheduleView {
  readonly kind: 'daily' | 'hours';
  readonly time: string;
  readonly every_hours: number;
  readonly enabled: boolean;
  readonly next_run_at: number;
  readonly label: string;
}

export const workflowsQuery = defineQuery(
  {
    key: ['assistant', 'workflows'],
    call: getCall(`${ASSISTANT_BASE}/workflows`),
    invalidatedBy: ['assistant'],
  },
  (raw) => listAt(raw, 'workflows', 'workflows') as readonly WorkflowView[],
);

export const runWorkflowCall = (name: string): RestCall =>
  jsonCall('POST', `${ASSISTANT_BASE}/workflows/${name}/runs`, {});
export const scheduleWorkflowCall = (
  name: string,
  schedule: { kind: 'daily'; time: string } | { kind: 'hours'; every_hours: number },
): RestCall => jsonCall('PUT', `${ASSISTANT_BASE}/workflows/${name}/schedule`, schedule);

export const unscheduleWorkflowCall = (name: string): RestCall => ({
  method: 'DELETE',
  path: `${ASSISTANT_BASE}/workflows/${name}/schedule`,
  hideAlertOnError: true,
});

/** The caller's runs, newest first (the run history). */
export const workflowRunsQuery = defineQuery(
  {
    key: ['assistant', 'workflow_runs'],
    call: getCall(`${ASSISTANT_BASE}/workflow_runs`),
    invalidatedBy: ['assistant'],
  },
  (raw) => listAt(raw, 'runs', 'workflow runs') as readonly WorkflowRunView[],
);

/** "Save as report": a report job (PDF or Markdown) the Downloads panel follows. */
export const saveRunReportCall = (runId: number, format: 'pdf' | 'md'): RestCall =>
  jsonCall('POST', `${ASSISTANT_BASE}/workflow_runs/${runId}/report_jobs`, { format });
