// The root of every route: the screen plus the tab-wide overlays (toasts and modals).
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useShell } from '../../tab/react/hooks';
import { ToastHost } from '../../ui/toasts/ToastHost';
import { BlockingNotice } from './BlockingNotice';
import { RefreshPrompt } from './RefreshPrompt';
import { AppSkeleton } from './Skeletons';

export function RootLayout({ reload }: { readonly reload: () => void }) {
  const { toasts } = useShell();
  return (
    <>
      <Suspense fallback={<AppSkeleton />}>
        <Outlet />
      </Suspense>
      <ToastHost toasts={toasts} />
      <BlockingNotice />
      <RefreshPrompt reload={reload} />
    </>
  );
}
