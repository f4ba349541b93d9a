// The signed-in frame: top bar above the current screen.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useMemberTopics } from '../../tab/react/memberTopics';
import { AssistantDock } from './AssistantDock';
import { ScreenSkeleton } from './Skeletons';
import { TopBar } from './TopBar';
import { useLastUserState } from './useLastUserState';
import './shell.css';

export function MainLayout() {
  useMemberTopics();
  useLastUserState();
  return (
    <div className="app-frame">
      <TopBar />
      <main className="app-main">
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <AssistantDock />
    </div>
  );
}

/** Onboarding runs outside the main navigation. */
export function OnboardingLayout() {
  return (
    <div className="app-frame">
      <main className="app-main">
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
