// Fallbacks while a screen chunk or the session loads.
import { Wordmark } from '../../ui/Wordmark';
import './shell.css';

export function ScreenSkeleton() {
  return (
    <div className="screen-skeleton" aria-busy="true" aria-label="Loading">
      <div className="skeleton" style={{ height: 28, width: 220 }} />
      <div className="skeleton" style={{ height: 14, width: 360 }} />
      <div className="screen-skeleton-grid">
        <div className="skeleton" />
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
    </div>
  );
}

export function AppSkeleton() {
  return (
    <div className="app-skeleton" aria-busy="true" aria-label="Loading">
      <div className="app-skeleton-bar">
        <Wordmark />
      </div>
      <ScreenSkeleton />
    </div>
  );
}
