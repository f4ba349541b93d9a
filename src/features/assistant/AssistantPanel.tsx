// The assistant as a side panel over any screen (opened from the dock button in MainLayout).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AssistantWorkspace } from './AssistantWorkspace';

export default function AssistantPanel({ onClose }: { readonly onClose: () => void }) {
  const [threadId, setThreadId] = useState<number | null>(null);
  return (
    <aside className="ast-panel" aria-label="Assistant panel" data-testid="ast-panel">
      <header className="ast-panel-head">
        <strong>Assistant</strong>
        <Link
          to={threadId === null ? '/assistant' : `/assistant/${threadId}`}
          className="ast-link"
          onClick={onClose}
        >
          Open full view
        </Link>
        <button type="button" className="ast-link" onClick={onClose} aria-label="Close assistant">
          Close
        </button>
      </header>
      <AssistantWorkspace threadId={threadId} onSelect={setThreadId} compact />
    </aside>
  );
}
