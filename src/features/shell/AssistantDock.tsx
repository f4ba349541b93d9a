// The assistant's entry on every signed-in screen: a button that opens the side panel (its code
// loads on first open).
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AssistantPanel } from '../../app/screens';
import '../assistant/assistant.css';

export function AssistantDock() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  if (pathname.startsWith('/assistant')) return null;
  return (
    <>
      {!open && (
        <button
          type="button"
          className="ast-dock"
          onClick={() => setOpen(true)}
          data-testid="ast-dock"
        >
          Assistant
        </button>
      )}
      {open && (
        <Suspense fallback={<aside className="ast-panel">Loading…</aside>}>
          <AssistantPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
