import { Link, useLocation } from 'react-router-dom';
import { Wordmark } from '../../ui/Wordmark';
import '../shell/shell.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="fullscreen-notice" data-testid="not-found">
      <Wordmark size="lg" />
      <div className="fullscreen-notice-card card">
        <p className="area-eyebrow">404</p>
        <h1>Page not found</h1>
        <p>
          There is no page at <span className="mono">{pathname}</span>.
        </p>
        <Link to="/" className="btn btn-primary">
          Go to your landing page
        </Link>
      </div>
    </main>
  );
}
