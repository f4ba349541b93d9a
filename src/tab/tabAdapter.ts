// The tab adapter: connects this tab to the data core once, keeps the core's view of the
// tab (route, token, entity, CSRF) current, and applies the core's frames to the stores.
import type {
  AttachResult,
  CoreClient,
  Frame,
  Invalidation,
  Millis,
  RestCall,
  RestResult,
  TabContext,
  Unsubscribe,
} from '../../workers/api';
import type { ToastStore } from './toastStore';
import { applyFrame, type FrameTargets } from './frames';
import { applyMarketUpdate, type MarketStores } from './market/applyMarketFrame';
import { FrameInbox } from './market/frameInbox';
import { browserPaint, type PaintPort } from './market/paint';
import { applyQueryUpdates, type QueryStore } from './queries/queryStore';
import { applyToken } from './sessionActions';
import type { SessionState, SessionStore } from './sessionStore';
import { initialTabContext, readCsrf, type TabEnv } from './tabEnv';

export interface RouterPort {
  currentPath(): string;
  navigate(to: string): void;
  /** Calls back with the new path after each navigation; returns its undo. */
  subscribe(onPath: (path: string) => void): () => void;
}

export interface PagePort {
  assign(url: string): void;
  reload(): void;
}

export interface TabAdapterOptions {
  readonly core: CoreClient;
  readonly env: TabEnv;
  readonly router: RouterPort;
  readonly page: PagePort;
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly market: MarketStores;
  readonly queries: QueryStore;
  /** When market state is applied and counts as painted (default: the animation frames). */
  readonly paint?: PaintPort;
  /** The tab's wall clock (default Date.now), for the feed age at paint. */
  readonly now?: () => Millis;
}

export interface TabAdapter {
  /** The client views use: waits for attach and keeps the CSRF value fresh. */
  readonly core: CoreClient;
  readonly attached: Promise<AttachResult>;
  stop(): void;
}

export function startTabAdapter(o: TabAdapterOptions): TabAdapter {
  const ctx = initialTabContext(o.env, o.router.currentPath());
  let sentCsrf = ctx.csrf;
  let sent: Partial<TabContext> = { token: ctx.token, entityId: null, accountId: null };

  const paint = o.paint ?? browserPaint();
  const now = o.now ?? Date.now;
  const targets: FrameTargets = {
    session: o.session,
    toasts: o.toasts,
    env: o.env,
    navigate: o.router.navigate,
    assign: o.page.assign,
    reload: o.page.reload,
    currentPath: o.router.currentPath,
  };

  // Shell events and queries apply at once. Market state waits in the inbox and is applied
  // once per animation frame, every frame that arrived since merged into one apply, before the
  // frame's draws (paint.nextFrame); the frames are acknowledged after that frame's paint, and
  // the core, which keeps at most FRAMES_AHEAD frames unacknowledged, coalesces meanwhile. A
  // hidden tab applies nothing: it acknowledges after the hidden-tab delay, so the core sends
  // it coalesced state about once a second, and it catches up in one apply when visible again
  // (docs/data-core.md "Frames").
  const inbox = new FrameInbox();
  /** Acks of frames waiting in the inbox, and of frames applied but not yet painted. */
  let waiting: (() => void)[] = [];
  let applied: (() => void)[] = [];
  let scheduled = false;
  let awaitingVisible = false;
  const apply = (): void => {
    scheduled = false;
    const update = inbox.take();
    if (update !== null) applyMarketUpdate(update, o.market, now());
    applied = applied.concat(waiting);
    waiting = [];
  };
  const painted = (): void => {
    o.market.feed.recordPaint(now());
    const acks = applied;
    applied = [];
    for (const ack of acks) ack();
  };
  const schedule = (): void => {
    if (scheduled || inbox.size === 0) return;
    if (!paint.visible()) {
      if (awaitingVisible) return;
      awaitingVisible = true;
      paint.whenVisible(() => {
        awaitingVisible = false;
        schedule();
      });
      return;
    }
    scheduled = true;
    paint.nextFrame(apply, painted);
  };
  const onFrame = (frame: Frame): Promise<void> => {
    applyFrame(frame.events, targets);
    applyQueryUpdates(o.queries, frame.queries);
    inbox.push(frame);
    const ack = paint.visible()
      ? new Promise<void>((resolve) => waiting.push(resolve))
      : paint.hiddenDelay();
    schedule();
    return ack;
  };

  let isAttached = false;
  const attached = o.core.attach(ctx, onFrame).then((res) => {
    isAttached = true;
    // A new tab inherits the session another tab already holds.
    if (ctx.token === null && res.token !== null) applyToken(o.session, o.env, res.token);
    o.session.setState({
      coreLink: 'attached',
      coreMode: res.mode,
      requestsBlocked: res.requestsBlocked,
      sync: res.lastSync ?? o.session.getState().sync,
    });
    return res;
  });
  attached.catch(() => o.session.setState({ coreLink: 'failed' }));

  function update(patch: Partial<TabContext>): void {
    void attached.then(() => o.core.updateContext(patch)).catch(() => undefined);
  }

  const stopRoute = o.router.subscribe((route) => update({ route }));
  const stopSession = o.session.subscribe((s) => {
    const next = contextFromSession(s);
    const patch = changed(sent, next);
    if (patch) {
      sent = next;
      update(patch);
    }
  });

  async function freshCsrf(): Promise<void> {
    await attached;
    const csrf = readCsrf(o.env);
    if (csrf !== sentCsrf) {
      sentCsrf = csrf;
      await o.core.updateContext({ csrf });
    }
  }

  /** Subscriptions made before the attach completes start once it does. */
  function subscribe(...args: Parameters<CoreClient['subscribe']>): Unsubscribe {
    let undo: Unsubscribe | null = null;
    let cancelled = false;
    const start = () => {
      if (!cancelled) undo = o.core.subscribe(...args);
    };
    if (isAttached) start();
    else void attached.then(start, () => undefined);
    return () => {
      cancelled = true;
      undo?.();
      undo = null;
    };
  }

  const core: CoreClient = {
    attach: (c, f) => o.core.attach(c, f),
    updateContext: async (patch) => {
      await attached;
      await o.core.updateContext(patch);
    },
    request: async <T>(call: RestCall): Promise<RestResult<T>> => {
      await freshCsrf();
      return o.core.request<T>(call);
    },
    cancel: (id) => o.core.cancel(id),
    setSession: async (token) => {
      // Local first, so this tab's guard reacts without waiting for the frame.
      applyToken(o.session, o.env, token);
      await attached;
      await o.core.setSession(token);
    },
    blockRequests: () => o.core.blockRequests(),
    unblockRequests: () => o.core.unblockRequests(),
    reloadAllTabs: () => o.core.reloadAllTabs(),
    stats: () => o.core.stats(),
    subscribe,
    updateSubscription: async (topic, options) => {
      await attached;
      await o.core.updateSubscription(topic, options);
    },
    // A watch made before the attach completes is sent by the client once it does.
    watchQuery: (watchId, spec) => o.core.watchQuery(watchId, spec),
    refetchQuery: async (watchId) => {
      await attached;
      await o.core.refetchQuery(watchId);
    },
    mutate: async <T>(call: RestCall, invalidates: Invalidation): Promise<RestResult<T>> => {
      await freshCsrf();
      return o.core.mutate<T>(call, invalidates);
    },
    streamMutate: async (call, invalidates, onChunk) => {
      await freshCsrf();
      return o.core.streamMutate(call, invalidates, onChunk);
    },
    detach: () => o.core.detach(),
  };

  return {
    core,
    attached,
    stop() {
      stopRoute();
      stopSession();
      o.core.detach();
    },
  };
}

function contextFromSession(s: SessionState): Partial<TabContext> {
  const data = s.session.status === 'ready' ? s.session.value : null;
  const entity = data?.entities.current_entity_id;
  return {
    token: s.token,
    entityId: s.token && entity != null ? String(entity) : null,
    accountId: s.token && data ? String(data.user.customer.account_id) : null,
  };
}

function changed(a: Partial<TabContext>, b: Partial<TabContext>): Partial<TabContext> | null {
  const keys = ['token', 'entityId', 'accountId'] as const;
  const patch: { -readonly [K in (typeof keys)[number]]?: string | null } = {};
  let any = false;
  for (const k of keys) {
    if (a[k] !== b[k]) {
      patch[k] = b[k] ?? null;
      any = true;
    }
  }
  return any ? patch : null;
}
