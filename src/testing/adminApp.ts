// Test-only: the real app signed in as a user of the admin screens, over a fake core that
// answers the session, the caller's permissions and the admin and maker-checker reads.
import { defaultActions } from '../tab/admin/vocabulary';
import { SAVE_LAST_STATE_PATH } from '../tab/lastState';
import type { Role } from '../tab/sessionTypes';
import {
  adminUsersFixture,
  auditFixture,
  featureFlagsFixture,
  ipAllowlistsFixture,
  policiesFixture,
  roleMatrixFixture,
} from './adminFixtures';
import { createFakeCore, ok, type FakeCore } from './fakeCore';
import { configFixture, userFixture } from './fixtures';
import { renderApp, serveSession, type AppOptions } from './renderApp';

export interface AdminAppOptions extends AppOptions {
  readonly roles?: Role[];
  /** Granted actions the permissions read answers; default: the default matrix on `roles`. */
  readonly actions?: readonly string[];
  readonly flags?: Record<string, boolean>;
  readonly userId?: number;
}

/** Answers every admin read with the fixtures; tests override with core.on(). */
export function serveAdmin(core: FakeCore, o: AdminAppOptions = {}): void {
  const roles = o.roles ?? ['admin'];
  core.on('GET', '/uapi/v1/permissions', () =>
    ok({ roles, actions: o.actions ?? defaultActions(roles), accounts: [] }),
  );
  core.on('GET', '/uapi/v1/admin/users', () => ok(adminUsersFixture));
  core.on('GET', '/uapi/v1/admin/roles', () => ok(roleMatrixFixture));
  core.on('GET', '/uapi/v1/admin/policies', () => ok(policiesFixture));
  core.on('GET', '/uapi/v1/admin/ip_allowlists', () => ok(ipAllowlistsFixture));
  core.on('GET', '/uapi/v1/admin/feature_flags', () => ok(featureFlagsFixture));
  core.on('GET', '/uapi/v1/admin/audit', () => ok(auditFixture(3)));
  core.on('GET', '/uapi/v1/maker_checker/requests', () => ok({ requests: [], total: 0 }));
}

export function renderAdminApp(path: string, o: AdminAppOptions = {}) {
  const core = o.core ?? createFakeCore();
  const roles = o.roles ?? ['admin'];
  const user = o.user ?? userFixture({ id: o.userId ?? 2, email: 'admin@demo.desk' });
  const config = o.config ?? configFixture(o.flags ?? {}, roles);
  serveSession(core, { ...o, user, config });
  serveAdmin(core, o);
  return renderApp(path, { ...o, core, user, config });
}

/** The JSON body of the last maker-checker request the screen created. */
export function lastCreated(core: FakeCore): unknown {
  const m = core.mutations.filter((x) => x.call.path === '/uapi/v1/maker_checker/requests').at(-1);
  const body = m?.call.body;
  return body?.kind === 'json' ? body.value : undefined;
}

/**
 * The mutations the screen under test sent: without the shell's save of the last screen,
 * which fires SAVE_AFTER_MILLIS after a navigation and so lands mid-test on a slow machine.
 */
export function screenMutations(core: FakeCore): FakeCore['mutations'] {
  return core.mutations.filter((m) => m.call.path !== SAVE_LAST_STATE_PATH);
}
