// @vitest-environment jsdom
// The assistant area against a scripted core: the streamed answer shows as it arrives (through
// core.streamMutate), a draft is only sent to the maker-checker engine when the user confirms
// it, and feedback goes to the feedback call.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../../domain/assistant';
import { lastCreated, renderAdminApp } from '../../testing/adminApp';
import { createFakeCore, ok, type FakeCore } from '../../testing/fakeCore';

afterEach(cleanup);

const DRAFT = {
  kind: 'internal_transfer',
  payload: { asset: 'USDC', amount: '500000', from_subaccount_id: 7, to_subaccount_id: 4 },
  summary: 'Transfer 500,000.00 USDC from OTC Main (OTC) to Cold Vault (Custody)',
  submit: { method: 'POST', path: '/uapi/v1/maker_checker/requests' },
};

function message(id: number, role: 'user' | 'assistant', content: string, extra = {}) {
  return {
    id,
    role,
    content,
    steps: [],
    drafts: [],
    citations: [],
    status: 'complete',
    provider: role === 'assistant' ? 'offline' : null,
    feedback: null,
    ...extra,
  };
}

function assistantApp(): FakeCore {
  const core = createFakeCore();
  let messages = [
    message(10, 'user', 'send 500k USDC to Custody'),
    message(
      11,
      'assistant',
      'I prepared a draft: **Transfer 500,000.00 USDC**. Nothing has moved.',
      {
        steps: [{ tool: 'draft_transfer', status: 'complete', summary: 'done' }],
        drafts: [DRAFT],
      },
    ),
  ];
  core.on('GET', '/api/assistant/threads', () =>
    ok({
      threads: [{ id: 5, title: 'send 500k USDC to Custody', updated_at: '2026-11-25T10:00:00Z' }],
    }),
  );
  core.on('GET', '/api/assistant/threads/5', () =>
    ok({ thread: { id: 5, title: 'send 500k USDC to Custody', updated_at: '' }, messages }),
  );
  core.on('GET', '/api/assistant/settings', () =>
    ok({ settings: DEFAULT_ASSISTANT_SETTINGS, provider: 'offline' }),
  );
  const run = (id: number, started: string) => ({
    id,
    workflow: 'daily-treasury-check',
    trigger: 'manual',
    status: 'completed',
    steps: [{ title: 'USDC by subaccount', tool: 'balances', status: 'completed', summary: '' }],
    started_at: started,
  });
  core.on('GET', '/api/assistant/workflows', () =>
    ok({
      workflows: [
        {
          name: 'daily-treasury-check',
          title: 'Daily treasury check',
          description: '',
          step_count: 6,
          steps: [],
          last_run: run(8, '2026-11-25T10:00:00Z'),
          schedule: null,
        },
      ],
    }),
  );
  core.on('GET', '/api/assistant/workflow_runs', () =>
    ok({ runs: [run(8, '2026-11-25T10:00:00Z'), run(7, '2026-11-24T10:00:00Z')] }),
  );
  core.on('POST', '/api/assistant/workflow_runs/7/report_jobs', () =>
    ok({ job: { id: 3, status: 'queued' } }),
  );
  core.on('POST', '/uapi/v1/maker_checker/requests', () =>
    ok({ request: { request_id: '9', status_text: '0/1 Approved' } }),
  );
  core.on('PUT', '/api/assistant/messages/11/feedback', () =>
    ok({ message_id: 11, feedback: { rating: 'down', reasons: [], comment: '' } }),
  );
  core.on('POST', '/api/assistant/threads/5/messages', () => {
    messages = [
      ...messages,
      message(12, 'user', 'What is my USDC balance?'),
      message(13, 'assistant', 'Your USDC balance is **7,500,000.00 USDC**.'),
    ];
    return ok(
      [
        { type: 'start', threadId: 5, userMessageId: 12 },
        { type: 'step', step: { tool: 'balances', status: 'complete', summary: 'done' } },
        { type: 'delta', text: 'Your USDC balance is ' },
        { type: 'delta', text: '**7,500,000.00 USDC**.' },
        { type: 'done', messageId: 13, provider: 'offline' },
      ]
        .map((e) => JSON.stringify(e))
        .join('\n') + '\n',
    );
  });
  renderAdminApp('/assistant/5', { core, roles: ['trader'] });
  return core;
}

describe('R-AST-4: the assistant area (client)', () => {
  it('R-AST-4: a draft is sent to the maker-checker engine only when the user confirms it', async () => {
    const user = userEvent.setup();
    const core = assistantApp();
    const draft = await screen.findByTestId('ast-draft');
    expect(draft).toHaveTextContent('Draft — nothing has moved');
    expect(lastCreated(core)).toBeUndefined();
    await user.click(
      within(draft).getByRole('button', { name: 'Confirm and submit for approval' }),
    );
    await waitFor(() =>
      expect(lastCreated(core)).toEqual({
        kind: 'internal_transfer',
        payload: DRAFT.payload,
        client_request_id: 'ast-11-0',
      }),
    );
    expect(await within(draft).findByRole('status')).toHaveTextContent(
      'Request 9 submitted for approval (0/1 Approved).',
    );
  });

  it('R-AST-11: a question streams through the core and the answer shows its step and figures', async () => {
    const user = userEvent.setup();
    const core = assistantApp();
    await screen.findByTestId('ast-draft');
    await user.type(screen.getByTestId('ast-input'), 'What is my USDC balance?');
    await user.click(screen.getByTestId('ast-send'));
    await waitFor(() =>
      expect(screen.getAllByTestId('ast-answer').at(-1)).toHaveTextContent(
        'Your USDC balance is 7,500,000.00 USDC.',
      ),
    );
    const asked = core.mutations.find((m) => m.call.path === '/api/assistant/threads/5/messages');
    expect(asked?.call.body).toEqual({
      kind: 'json',
      value: { content: 'What is my USDC balance?' },
    });
    expect(asked?.invalidates).toEqual({ tags: ['assistant'] });
  });

  it('R-AST-6: rating an answer sends one feedback call for that message', async () => {
    const user = userEvent.setup();
    const core = assistantApp();
    await screen.findByTestId('ast-draft');
    await user.click(screen.getAllByTestId('ast-rate-down')[0] as HTMLElement);
    await waitFor(() =>
      expect(
        core.mutations.find((m) => m.call.path === '/api/assistant/messages/11/feedback')?.call
          .body,
      ).toEqual({ kind: 'json', value: { rating: 'down', reasons: [], comment: '' } }),
    );
  });

  it('R-AST-19: "Save as report" on an earlier run of the history asks for a PDF report job and points to Downloads', async () => {
    const user = userEvent.setup();
    const core = assistantApp();
    const history = await screen.findAllByTestId('ast-workflow-history-run');
    expect(history).toHaveLength(1);
    expect(history[0]).toHaveTextContent('11/24/2026');
    await user.click(screen.getByTestId('ast-save-pdf-7'));
    await waitFor(() => {
      const saved = core.mutations.find(
        (m) => m.call.path === '/api/assistant/workflow_runs/7/report_jobs',
      );
      expect(saved?.call.body).toEqual({ kind: 'json', value: { format: 'pdf' } });
      expect(saved?.invalidates).toEqual({ tags: ['reports'] });
    });
    expect(await within(history[0] as HTMLElement).findByRole('status')).toHaveTextContent(
      'Report requested: follow it in Downloads.',
    );
  });
});
