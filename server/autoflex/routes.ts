// GET and POST /uapi/v1/tokens/flex (spec 7.3 autoflex_info, docs/autoflex.md): each readable
// Flex subaccount's automatic conversion settings with the tokens that may be chosen and its
// recent conversions; saving needs canTrade on that subaccount, since the sweeper trades for
// the user who saved.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../approvals/actor';
import { peopleById } from '../approvals/store';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, idSchema, noQuery } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';
import { convertibleInto, targetTokens } from './plan';
import { AUTOFLEX_SWEEP_MILLIS } from './sweeper';
import { flexSubaccounts, recentConversions, saveSettings, settingsOf } from './store';

/** Target offered to a subaccount that has never saved settings. */
export const DEFAULT_TARGET_TOKEN = 'USD';
/** At most this many tokens per subaccount, and conversions listed per subaccount. */
export const MAX_AUTOFLEX_TOKENS = 20;
export const RECENT_CONVERSIONS = 20;

const TOKEN = { type: 'string', minLength: 1, maxLength: 16, pattern: '^[A-Z0-9]+$' } as const;

interface SaveBody {
  subaccountId: number;
  enabled: boolean;
  targetToken: string;
  tokens: string[];
}

export function registerAutoflexRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'quotes' | 'audit' | 'now'>,
): void {
  const { db, quotes } = deps;

  /** autoflex_info of the given Flex subaccounts of the acting entity. */
  /** `readable`: subaccount id → whether the caller may trade there (edit the settings). */
  async function infoOf(entityId: number, readable: ReadonlyMap<number, boolean>) {
    const flex = (await flexSubaccounts(db, entityId)).filter((s) => readable.has(s.id));
    const ids = flex.map((s) => s.id);
    const settings = await settingsOf(db, ids);
    const conversions = await recentConversions(db, ids, RECENT_CONVERSIONS);
    const names = await peopleById(
      db,
      [...settings.values()].map((s) => s.updatedBy),
    );
    const markets = quotes.marketList();
    const targets = targetTokens(markets);
    return flex.map((sub) => {
      const s = settings.get(sub.id);
      const target = s?.targetToken ?? DEFAULT_TARGET_TOKEN;
      return {
        subaccountId: sub.id,
        subaccountName: sub.name,
        enabled: s?.enabled ?? false,
        targetToken: target,
        tokens: s?.tokens ?? [],
        pausedReason: s?.pausedReason ?? null,
        updatedBy: s ? (names.get(s.updatedBy) ?? null) : null,
        canEdit: readable.get(sub.id) ?? false,
        updatedAt: s?.updatedAt ?? null,
        targetTokens: targets,
        convertibleTokens: Object.fromEntries(targets.map((t) => [t, convertibleInto(t, markets)])),
        conversions: conversions
          .filter((c) => c.subaccountId === sub.id)
          .map((c) => ({
            id: c.id,
            token: c.token,
            targetToken: c.targetToken,
            sold: c.sold,
            received: c.received,
            price: c.price,
            symbol: c.symbol,
            tradeId: c.tradeId,
            time: c.at,
          })),
      };
    });
  }

  app.get(
    '/uapi/v1/tokens/flex',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const readable = new Map(
        (await readableSubaccounts(db, auth)).map((s) => [s.id, s.flags.canTrade]),
      );
      return {
        autoflex_info: await infoOf(auth.entityId, readable),
        sweepIntervalMillis: AUTOFLEX_SWEEP_MILLIS,
      };
    },
  );

  app.post<{ Body: SaveBody }>(
    '/uapi/v1/tokens/flex',
    {
      config: {
        access: {
          action: 'canTrade',
          account: { from: 'body', field: 'subaccountId', flag: 'canTrade' },
        },
      },
      schema: {
        body: closedObject({
          subaccountId: idSchema,
          enabled: { type: 'boolean' },
          targetToken: TOKEN,
          tokens: { type: 'array', items: TOKEN, maxItems: MAX_AUTOFLEX_TOKENS, uniqueItems: true },
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const flex = await flexSubaccounts(db, auth.entityId);
      if (!flex.some((s) => s.id === body.subaccountId))
        throw new ApiError(
          400,
          'VALIDATION',
          'Automatic conversion is set on a Flex subaccount only',
          'subaccountId',
        );
      const markets = quotes.marketList();
      if (!targetTokens(markets).includes(body.targetToken))
        throw new ApiError(
          400,
          'VALIDATION',
          `Cannot convert into ${body.targetToken}`,
          'targetToken',
        );
      const convertible = convertibleInto(body.targetToken, markets);
      const wrong = body.tokens.find((t) => !convertible.includes(t));
      if (wrong !== undefined)
        throw new ApiError(
          400,
          'VALIDATION',
          `${wrong} cannot be converted into ${body.targetToken}`,
          'tokens',
        );
      if (body.enabled && body.tokens.length === 0)
        throw new ApiError(400, 'VALIDATION', 'Choose at least one token to convert', 'tokens');
      const before = (await settingsOf(db, [body.subaccountId])).get(body.subaccountId) ?? null;
      const at = deps.now();
      await saveSettings(db, { ...body, userId: auth.userId, at });
      const actor = actorOf(request);
      await deps.audit.record({
        userId: actor.userId,
        entityId: actor.entityId,
        ip: actor.ip,
        action: 'autoflex_settings_saved',
        target: `subaccount:${body.subaccountId}`,
        before: before && {
          enabled: before.enabled,
          targetToken: before.targetToken,
          tokens: before.tokens,
        },
        after: { enabled: body.enabled, targetToken: body.targetToken, tokens: body.tokens },
        outcome: 'success',
      });
      const [info] = await infoOf(auth.entityId, new Map([[body.subaccountId, true]]));
      return { autoflex_info: info };
    },
  );
}
