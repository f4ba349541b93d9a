// Adapts the data router to the tab adapter's RouterPort (navigation outside React).
import type { RouterPort } from '../tab/tabAdapter';

/** The part of a data router (browser or memory) the port needs. */
interface DataRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  navigate(to: string): Promise<void>;
  subscribe(fn: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

export function routerPort(router: DataRouter): RouterPort {
  return {
    currentPath: () => router.state.location.pathname,
    navigate: (to) => void router.navigate(to),
    subscribe(onPath) {
      let last = router.state.location.pathname;
      return router.subscribe((state) => {
        if (state.location.pathname === last) return;
        last = state.location.pathname;
        onPath(last);
      });
    },
  };
}
