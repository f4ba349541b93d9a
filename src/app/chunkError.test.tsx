// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteError } from '../features/shell/RouteError';
import { memoryStorage } from '../testing/fakeCore';
import { lazyWithReload, RELOAD_MARK_PREFIX, type ChunkReloadDeps } from './lazyWithReload';

afterEach(cleanup);

describe('R-SHELL-10 a screen chunk that fails after the reload', () => {
  it('shows Loading chunk {n} failed with its type in the route error', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_MARK_PREFIX + 'rfq', 'missing');
    let reloads = 0;
    const deps: ChunkReloadDeps = {
      storage,
      reload: () => void reloads++,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      timeoutMs: 120_000,
    };
    const Broken = lazyWithReload(
      () =>
        Promise.reject<{ default: ComponentType }>(
          new Error('Failed to fetch dynamically imported module'),
        ),
      'rfq',
      deps,
    );
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Suspense fallback="loading">
              <Broken />
            </Suspense>
          ),
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const error = await screen.findByTestId('route-error');
    expect(error).toHaveTextContent('Loading chunk rfq failed');
    expect(error).toHaveTextContent('Type: missing');
    expect(reloads).toBe(0);
  });
});
