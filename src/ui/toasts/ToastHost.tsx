// Renders the toast stack at the top centre (spec 9).
import { useStore } from 'zustand';
import type { ToastStore } from '../../tab/toastStore';
import './toasts.css';

export function ToastHost({ toasts }: { readonly toasts: ToastStore }) {
  const items = useStore(toasts.store, (s) => s.toasts);
  return (
    <div className="toast-stack" aria-live="polite">
      {items.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`} role="status" data-testid="toast">
          <span className="toast-dot" aria-hidden="true" />
          <span className="toast-text">{t.text}</span>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            onClick={() => toasts.dismiss(t.id)}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path
                d="M3.5 3.5l9 9m0-9l-9 9"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
