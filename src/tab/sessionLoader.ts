// Loads what the guard needs (docs/api.md "Session data") into the session store.
import type { CoreClient, CoreFailure, RestCall, RestResult } from '../../workers/api';
import { DEFAULT_ERROR_TEXT } from '../../domain/constants';
import { failed, loading, ready } from './loadable';
import type { SessionStore } from './sessionStore';
import type {
  HedgeVenuesOptions,
  LegalEntities,
  SessionData,
  User,
  UserConfig,
} from './sessionTypes';

type Requester = Pick<CoreClient, 'request'>;

/** Unwraps a GET: a 400 result becomes an error carrying the server's first message. */
export async function getData<T>(core: Requester, path: string): Promise<T> {
  const call: RestCall = { method: 'GET', path };
  const res: RestResult<T> = await core.request<T>(call);
  if (res.ok) return res.data;
  throw {
    kind: 'http',
    status: 400,
    message: res.errors[0]?.message ?? DEFAULT_ERROR_TEXT,
    errors: res.errors,
  } satisfies CoreFailure;
}

export function failureText(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string') {
    return e.message;
  }
  return DEFAULT_ERROR_TEXT;
}

/** A restricted session (docs/api.md "Forced flows": onboarding, authenticator, password,
 *  key) may not list accounts: it has none to use yet, and the core already follows the
 *  instruction that came with the refusal. */
async function accountsOrNone(core: Requester): Promise<HedgeVenuesOptions> {
  try {
    return await getData<HedgeVenuesOptions>(core, '/uapi/v1/all_accounts');
  } catch (e) {
    const setupRequired =
      typeof e === 'object' &&
      e !== null &&
      'errors' in e &&
      Array.isArray(e.errors) &&
      (e.errors as { code?: unknown }[])[0]?.code === 'SETUP_REQUIRED';
    if (setupRequired) return { optionsMap: {} };
    throw e;
  }
}

/** Per store: the newest load wins when loads overlap. */
const generations = new WeakMap<SessionStore, number>();

/** Fetches user, config, entities and accounts together; a later call supersedes an earlier one. */
export async function loadSession(core: Requester, store: SessionStore): Promise<void> {
  const mine = (generations.get(store) ?? 0) + 1;
  generations.set(store, mine);
  const current = () => generations.get(store) === mine && store.getState().token === token;
  const token = store.getState().token;
  store.setState({ session: loading });
  try {
    const [user, config, entities, accounts] = await Promise.all([
      getData<User>(core, '/api/user/current_user'),
      getData<UserConfig>(core, '/api/user_config'),
      getData<LegalEntities>(core, '/v2/user/legal-entities'),
      accountsOrNone(core),
    ]);
    if (!current()) return;
    const data: SessionData = { user, config, entities, accounts };
    store.setState({ session: ready(data) });
  } catch (e) {
    if (!current()) return;
    store.setState({ session: failed(failureText(e)) });
  }
}

/** Re-reads the accounts after a change (e.g. a rename) without blanking the screen. */
export async function reloadAccounts(core: Requester, store: SessionStore): Promise<void> {
  const accounts = await getData<HedgeVenuesOptions>(core, '/uapi/v1/all_accounts');
  const s = store.getState().session;
  if (s.status === 'ready') store.setState({ session: ready({ ...s.value, accounts }) });
}
