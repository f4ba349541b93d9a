// The assistant's pieces together: threads (search, new, rename, delete), the conversation and
// the settings. The area route and the side panel both show it; the route keeps the thread in
// the URL, the panel in its own state.
import { useState } from 'react';
import {
  CONTEXT_WINDOWS,
  MODEL_PROFILES,
  NEWS_PROFILES,
  RESPONSE_LENGTHS,
  RESPONSE_STYLES,
  type AssistantSettings,
} from '../../../domain/assistant';
import {
  ASSISTANT_INVALIDATES,
  createThreadCall,
  deleteThreadCall,
  renameThreadCall,
  settingsCall,
  settingsQuery,
  threadsQuery,
} from '../../tab/assistant/assistant';
import { useAsk } from '../../tab/react/assistant';
import { useMutation, useQuery } from '../../tab/react/query';
import { Conversation } from './Conversation';
import { Workflows } from './Workflows';
import './assistant.css';

interface Props {
  readonly threadId: number | null;
  readonly onSelect: (id: number | null) => void;
  /** The side panel: threads and settings fold away behind buttons. */
  readonly compact?: boolean;
}

function ThreadList({ threadId, onSelect }: Pick<Props, 'threadId' | 'onSelect'>) {
  const [search, setSearch] = useState('');
  const { data } = useQuery(threadsQuery(search.trim()));
  const { run } = useMutation();
  const threads =
    data.status === 'ready'
      ? data.value
      : ((data.status === 'loading' ? data.stale : undefined) ?? []);
  return (
    <nav className="ast-threads" aria-label="Threads">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => onSelect(null)}
        data-testid="ast-new-thread"
      >
        New thread
      </button>
      <input
        className="ast-search"
        type="search"
        placeholder="Search threads"
        aria-label="Search threads"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul>
        {threads.map((t) => (
          <li key={t.id} className={t.id === threadId ? 'active' : ''}>
            <button
              type="button"
              className="ast-thread"
              onClick={() => onSelect(t.id)}
              data-testid="ast-thread"
            >
              {t.title}
            </button>
            <span className="ast-thread-actions">
              <button
                type="button"
                className="ast-link"
                aria-label={`Rename ${t.title}`}
                onClick={() => {
                  const title = window.prompt('Rename thread', t.title)?.trim();
                  if (title) void run(renameThreadCall(t.id, title), ASSISTANT_INVALIDATES);
                }}
              >
                Rename
              </button>
              <button
                type="button"
                className="ast-link"
                aria-label={`Delete ${t.title}`}
                onClick={() => {
                  void run(deleteThreadCall(t.id), ASSISTANT_INVALIDATES).then(() => {
                    if (t.id === threadId) onSelect(null);
                  });
                }}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const LABELS: Record<keyof AssistantSettings, string> = {
  news_profile: 'News profile',
  model_profile: 'Model profile',
  temperature: 'Temperature',
  context_window: 'Context window',
  response_style: 'Response style',
  response_length: 'Response length',
};

function Settings() {
  const { data } = useQuery(settingsQuery);
  const { pending, run } = useMutation();
  if (data.status !== 'ready') return <div className="ast-settings">Loading settings…</div>;
  const { settings, provider } = data.value;
  const change = (patch: Partial<AssistantSettings>) =>
    void run(settingsCall(patch), ASSISTANT_INVALIDATES);
  const select = <K extends keyof AssistantSettings>(
    key: K,
    options: readonly AssistantSettings[K][],
    suffix = '',
  ) => (
    <label className="ast-setting">
      <span>{LABELS[key]}</span>
      <select
        value={String(settings[key])}
        disabled={pending}
        data-testid={`ast-setting-${key}`}
        onChange={(e) => {
          const raw = e.target.value;
          change({
            [key]: typeof options[0] === 'number' ? Number(raw) : raw,
          } as Partial<AssistantSettings>);
        }}
      >
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
            {suffix}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="ast-settings" aria-label="Assistant settings">
      <div className="ast-provider">
        Provider: <strong data-testid="ast-provider">{provider}</strong>
      </div>
      {select('news_profile', NEWS_PROFILES)}
      {select('model_profile', MODEL_PROFILES)}
      {select('temperature', ['0', '0.3', '0.7', '1'])}
      {select('context_window', CONTEXT_WINDOWS)}
      {select('response_style', RESPONSE_STYLES)}
      {select('response_length', RESPONSE_LENGTHS, ' min')}
    </div>
  );
}

const PANES = { chat: 'Chat', threads: 'Threads', workflows: 'Workflows', settings: 'Settings' };

export function AssistantWorkspace({ threadId, onSelect, compact = false }: Props) {
  const asking = useAsk();
  const { run } = useMutation();
  const [pane, setPane] = useState<'chat' | 'threads' | 'settings' | 'workflows'>('chat');
  const onAsk = async (question: string) => {
    let id = threadId;
    if (id === null) {
      const made = await run<{ thread: { id: number } }>(createThreadCall(), ASSISTANT_INVALIDATES);
      if (!made.ok) return;
      id = made.value.thread.id;
      onSelect(id);
    }
    await asking.ask(id, question);
  };
  const select = (id: number | null) => {
    asking.reset();
    onSelect(id);
    setPane('chat');
  };
  if (compact)
    return (
      <div className="ast-workspace ast-compact">
        <div className="ast-tabs" role="tablist">
          {(['chat', 'threads', 'workflows', 'settings'] as const).map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={pane === p}
              className={pane === p ? 'on' : ''}
              onClick={() => setPane(p)}
              data-testid={`ast-pane-${p}`}
            >
              {PANES[p]}
            </button>
          ))}
        </div>
        {pane === 'threads' && <ThreadList threadId={threadId} onSelect={select} />}
        {pane === 'settings' && <Settings />}
        {pane === 'workflows' && <Workflows />}
        {pane === 'chat' && (
          <Conversation threadId={threadId} asking={asking} onAsk={(q) => void onAsk(q)} />
        )}
      </div>
    );
  return (
    <div className="ast-workspace">
      <ThreadList threadId={threadId} onSelect={select} />
      <Conversation threadId={threadId} asking={asking} onAsk={(q) => void onAsk(q)} />
      <div className="ast-side">
        <Settings />
        <Workflows />
      </div>
    </div>
  );
}
