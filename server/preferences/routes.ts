// Edge preferences (docs/api.md "Edge trading"): favourite markets and the last user state.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery, symbolSchema } from '../http/schemas';
import type { VenueServices } from '../services';
import {
  favoritesOf,
  lastStateOf,
  marketExists,
  preferenceOf,
  saveLastState,
  savePreference,
  toggleFavorite,
} from './store';

const MAX_STATE_BYTES = 16 * 1024;
/** Preference documents the client keeps on the server (docs/portfolio.md "Preferences"). */
export const PREFERENCE_KEYS = ['portfolio'] as const;
const keyParams = closedObject({ key: { type: 'string', enum: [...PREFERENCE_KEYS] } });

export function registerPreferenceRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now'>,
): void {
  const { db, now } = deps;
  // The user's own favourites and saved screen state: they act for no entity.
  const user = { access: { scope: 'user' } } as const;

  app.get(
    '/uapi/v1/favorite_markets',
    { config: user, schema: { querystring: noQuery } },
    async (request) => ({
      favorites: await favoritesOf(db, authOf(request).userId),
    }),
  );

  app.post<{ Body: { symbol: string; instrumentType: number } }>(
    '/uapi/v1/toggle_favorite_market',
    {
      config: user,
      schema: {
        body: closedObject({
          symbol: symbolSchema,
          instrumentType: { type: 'integer', minimum: 0, maximum: 4 },
        }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { symbol, instrumentType } = request.body;
      if (!(await marketExists(db, symbol, instrumentType)))
        throw new ApiError(404, 'NOT_FOUND', `Unknown market ${symbol}`, 'symbol');
      await toggleFavorite(db, userId, { symbol, instrumentType }, now());
      return { favorites: await favoritesOf(db, userId) };
    },
  );

  app.post<{ Body: { state: Record<string, unknown> } }>(
    '/uapi/v1/save_last_user_state',
    { config: user, schema: { body: closedObject({ state: { type: 'object' } }) } },
    async (request) => {
      const { userId } = authOf(request);
      const text = JSON.stringify(request.body.state);
      if (Buffer.byteLength(text) > MAX_STATE_BYTES)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The saved state is over 16 KiB', 'state');
      await saveLastState(db, userId, text, now());
      return { success: true };
    },
  );

  app.get(
    '/uapi/v1/last_user_state',
    { config: user, schema: { querystring: noQuery } },
    async (request) => ({ state: await lastStateOf(db, authOf(request).userId) }),
  );

  // Named preference documents (spec 9 preferences kept per user on the server).
  app.get<{ Params: { key: string } }>(
    '/uapi/v1/user_preferences/:key',
    { config: user, schema: { params: keyParams, querystring: noQuery } },
    async (request) => {
      const saved = await preferenceOf(db, authOf(request).userId, request.params.key);
      return {
        key: request.params.key,
        value: saved?.value ?? null,
        updated_at: saved?.updatedAt ?? null,
      };
    },
  );

  app.put<{ Params: { key: string }; Body: { value: Record<string, unknown> } }>(
    '/uapi/v1/user_preferences/:key',
    {
      config: user,
      schema: { params: keyParams, body: closedObject({ value: { type: 'object' } }) },
    },
    async (request) => {
      const { userId } = authOf(request);
      const text = JSON.stringify(request.body.value);
      if (Buffer.byteLength(text) > MAX_STATE_BYTES)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The preferences are over 16 KiB', 'value');
      const at = now();
      await savePreference(db, userId, request.params.key, text, at);
      return { key: request.params.key, value: request.body.value, updated_at: at };
    },
  );
}
