// What a route shows when its screen cannot render: a chunk that failed twice, or a bug.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '../../app/lazyWithReload';
import './shell.css';

export function RouteError() {
  const error = useRouteError();
  let title = 'Something went wrong';
  let detail: string | null = null;
  if (error instanceof ChunkLoadError) {
    title = error.message;
    detail = `Type: ${error.type}. Check your connection and refresh the page.`;
  } else if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText}`;
  } else if (error instanceof Error) {
    detail = error.message;
  }
  return (
    <section className="area-page" role="alert" data-testid="route-error">
      <div className="area-card card">
        <div className="notice-icon notice-icon-danger" aria-hidden="true">
          !
        </div>
        <h1>{title}</h1>
        {detail && <p>{detail}</p>}
        <div className="area-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Refresh
          </button>
          <Link className="btn" to="/">
            Home
          </Link>
        </div>
      </div>
    </section>
  );
}
