// Deterministic intent recognition of the offline provider: a question becomes one tool call
// with arguments read from the words, or nothing (then the knowledge base is searched, and if
// that finds nothing the assistant says it did not understand). Names are matched only against
// what the caller may read; a name of a subaccount they may not read is reported as such.
import type { ToolContext } from '../tools/registry';

export interface Intent {
  readonly tool: string;
  readonly args: Record<string, unknown>;
}

export type Recognition =
  | { readonly kind: 'tool'; readonly intent: Intent }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'unsupported'; readonly message: string }
  | { readonly kind: 'none' };

const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(k|m|mm|bn)?`;
const TRANSFER = new RegExp(
  String.raw`\b(?:send|transfer|move|draft(?:\s+a)?\s+transfer(?:\s+of)?|prepare(?:\s+a)?\s+transfer(?:\s+of)?)\s+${AMOUNT}\s+([a-z0-9]{2,10})\b(?:\s+from\s+(.+?))?\s+to\s+(.+?)[.?!]*$`,
  'i',
);
const WITHDRAW = /\bwithdraw(?:al)?\b.*\b(to|address)\b/i;
const ORDER_ID = /\border\s*(?:id\s*)?#?\s*([A-Za-z0-9_-]*\d[A-Za-z0-9_-]*)/i;
const SYMBOL = /\b([a-z]{2,6})[/-](usd|usdt|usdc|eur|perp|[a-z]{2,5})\b/i;
const INTERVAL = /\b(1m|5m|15m|1h|4h|1d)\b/i;

const has = (text: string, re: RegExp): boolean => re.test(text);

/** Every token the caller holds or a listed market names, upper-case. */
function knownTokens(ctx: ToolContext): Set<string> {
  const tokens = new Set<string>();
  for (const sub of ctx.readable)
    for (const token of ctx.orders.state.balances.get(sub.id)?.keys() ?? []) tokens.add(token);
  for (const symbol of ctx.orders.instruments.keys())
    for (const part of symbol.split(/[/-]/)) if (/^[A-Z]{2,6}$/.test(part)) tokens.add(part);
  for (const t of ['USD', 'USDC', 'USDT', 'BTC', 'ETH', 'SOL', 'EUR']) tokens.add(t);
  return tokens;
}

function tokenIn(ctx: ToolContext, text: string): string | undefined {
  const known = knownTokens(ctx);
  const words = text.toUpperCase().match(/[A-Z0-9]{2,10}/g) ?? [];
  return words.find((w) => known.has(w) && w !== 'MY' && w !== 'IN' && w !== 'ON');
}

function venueIn(ctx: ToolContext, text: string): string | undefined {
  const lower = text.toLowerCase();
  const venues = [...new Set(ctx.readable.map((s) => s.venueName))].sort(
    (a, b) => b.length - a.length,
  );
  return venues.find((v) =>
    new RegExp(`\\b(on|at|in)\\s+(the\\s+)?${v.toLowerCase()}\\b`).test(lower),
  );
}

/** A readable subaccount named in the text (longest name first), or a hidden one. */
function subaccountIn(
  ctx: ToolContext,
  text: string,
): { name: string } | { hidden: string } | { elsewhere: string; entity: string } | undefined {
  const lower = text.toLowerCase();
  const other = ctx.elsewhere.find((s) => lower.includes(s.name.toLowerCase()));
  if (other) return { elsewhere: other.name, entity: other.entity };
  const byLength = [...ctx.readable].sort((a, b) => b.name.length - a.name.length);
  const found = byLength.find((s) => lower.includes(s.name.toLowerCase()));
  const hidden = [...ctx.hiddenNames]
    .sort((a, b) => b.length - a.length)
    .find((n) => lower.includes(n.toLowerCase()));
  if (hidden && (!found || hidden.length > found.name.length)) return { hidden };
  if (found) return { name: found.name };
  const byId = /\bsubaccount\s+#?(\d{1,9})\b/i.exec(text);
  if (byId?.[1]) return { name: byId[1] };
  return undefined;
}

function symbolIn(ctx: ToolContext, text: string): string | undefined {
  const m = SYMBOL.exec(text);
  if (m?.[1] && m[2]) return `${m[1]}/${m[2]}`.toUpperCase().replace('/PERP', '-PERP');
  const token = tokenIn(ctx, text);
  return token && ctx.market.has(`${token}/USD`) ? `${token}/USD` : undefined;
}

function filters(
  ctx: ToolContext,
  text: string,
): Record<string, unknown> | { hidden: string } | { elsewhere: string; entity: string } {
  const sub = subaccountIn(ctx, text);
  if (sub && ('hidden' in sub || 'elsewhere' in sub)) return sub;
  const args: Record<string, unknown> = {};
  if (sub) args['subaccount'] = sub.name;
  const venue = venueIn(ctx, text);
  if (venue && !sub) args['venue'] = venue;
  return args;
}

const forbidden = (name: string): Recognition => ({
  kind: 'forbidden',
  message: `You may not read the subaccount "${name}", so I cannot answer about it.`,
});

/** A named subaccount the answer may not cover here: unreadable, or of another entity. */
function refusedScope(where: Record<string, unknown>): Recognition | null {
  if (typeof where['hidden'] === 'string') return forbidden(where['hidden']);
  if (typeof where['elsewhere'] === 'string')
    return {
      kind: 'forbidden',
      message: `"${where['elsewhere']}" belongs to ${String(where['entity'])}, not the entity you are acting for; switch entity to ask about it.`,
    };
  return null;
}

/** The question's intent, or none. */
export function recognize(ctx: ToolContext, question: string): Recognition {
  const text = question.trim();
  const lower = text.toLowerCase();

  const transfer = TRANSFER.exec(text);
  if (transfer) {
    const [, num = '', scale = '', asset = '', from = '', to = ''] = transfer;
    return {
      kind: 'tool',
      intent: {
        tool: 'draft_transfer',
        args: {
          amount: `${num}${scale}`,
          asset: asset.toUpperCase(),
          ...(from ? { from: from.trim() } : {}),
          to: to.trim(),
        },
      },
    };
  }
  if (has(lower, WITHDRAW) || /\bwithdraw\b/.test(lower))
    return { kind: 'tool', intent: { tool: 'withdrawal_request', args: { text } } };
  if (/\b(enable|delete|remove|run)\s+(the\s+)?(treasury\s+)?rule\b/.test(lower))
    return { kind: 'tool', intent: { tool: 'draft_treasury_rule', args: { text } } };

  const where = filters(ctx, text);
  const refused = refusedScope(where);
  if (refused) return refused;
  const scoped = where as Record<string, unknown>;

  const orderId = ORDER_ID.exec(text);
  if (orderId?.[1] && has(lower, /\b(why|status|reject|rejected|cancel|happen|what about|state)\b/))
    return { kind: 'tool', intent: { tool: 'order_status', args: { order_id: orderId[1] } } };

  if (
    has(lower, /\b(approv\w*|sign[- ]?off|maker[- ]?checker|waiting for me|pending requests?)\b/)
  ) {
    const args: Record<string, unknown> = {};
    if (has(lower, /\b(for me|on me|i (can|need to|must|should) approve|my approval)\b/))
      args['mine_to_approve'] = true;
    const kind = /\b(withdrawals?|transfers?|whitelist)\b/.exec(lower)?.[1];
    if (kind)
      args['kind'] = kind.startsWith('withdrawal')
        ? 'withdrawal'
        : kind.startsWith('transfer')
          ? 'internal_transfer'
          : 'whitelist_address';
    if (args['kind'] === 'withdrawal' && !has(lower, /\bapprov/))
      return { kind: 'tool', intent: { tool: 'withdrawals', args } };
    return { kind: 'tool', intent: { tool: 'pending_approvals', args } };
  }
  if (has(lower, /\bwithdrawals?\b/))
    return { kind: 'tool', intent: { tool: 'withdrawals', args: {} } };
  if (has(lower, /\b(treasury|sweep|top[- ]?up) rules?\b|\brules?\b.*\btreasury\b|\bautomation\b/))
    return { kind: 'tool', intent: { tool: 'treasury_rules', args: {} } };

  if (
    has(
      lower,
      /\bopen orders?\b|\bworking orders?\b|\borders? (are |still )?open\b|\bresting orders?\b/,
    )
  ) {
    const symbol = SYMBOL.exec(text) ? symbolIn(ctx, text) : undefined;
    return {
      kind: 'tool',
      intent: { tool: 'open_orders', args: { ...scoped, ...(symbol ? { symbol } : {}) } },
    };
  }
  if (has(lower, /\b(rfq|rfs|options? (trades?|executions?)|quote trades?|executions?)\b/)) {
    const source =
      /\brfq\b/.test(lower) && !/\boptions?\b/.test(lower)
        ? 'RFQ'
        : /\brfs\b/.test(lower)
          ? 'RFS'
          : /\boptions?\b/.test(lower)
            ? 'OPTIONS'
            : undefined;
    return {
      kind: 'tool',
      intent: {
        tool: 'executions',
        args: {
          ...(source ? { source } : {}),
          ...(scoped['subaccount'] ? { subaccount: scoped['subaccount'] } : {}),
        },
      },
    };
  }
  if (has(lower, /\bfills?\b|\bmy trades\b|\bexecuted\b/)) {
    const symbol = SYMBOL.exec(text) ? symbolIn(ctx, text) : undefined;
    return {
      kind: 'tool',
      intent: { tool: 'fills', args: { ...scoped, ...(symbol ? { symbol } : {}) } },
    };
  }
  if (
    has(
      lower,
      /\b(performance|performed|time[- ]weighted|twr|returns?|equity history|portfolio history)\b|\bhow (did|has) my portfolio\b/,
    )
  ) {
    const days = /\b(?:last|past)\s+(\d{1,3})\s+days?\b/.exec(lower)?.[1];
    return {
      kind: 'tool',
      intent: { tool: 'portfolio_performance', args: days ? { days: Number(days) } : {} },
    };
  }
  if (has(lower, /\bpositions?\b|\bpnl\b|\bp&l\b|\bprofit\b|\bunreali[sz]ed\b/))
    return { kind: 'tool', intent: { tool: 'positions', args: scoped } };
  if (has(lower, /\b(candles?|ohlc|chart)\b/)) {
    const symbol = symbolIn(ctx, text);
    if (symbol)
      return {
        kind: 'tool',
        intent: {
          tool: 'market_candles',
          args: { symbol, interval: INTERVAL.exec(lower)?.[1] ?? '1h' },
        },
      };
  }
  if (has(lower, /\b(price|ticker|trading at|bid|ask|spread|quote for|market for)\b/)) {
    const symbol = symbolIn(ctx, text);
    if (symbol) return { kind: 'tool', intent: { tool: 'market_ticker', args: { symbol } } };
  }
  if (
    has(
      lower,
      /\b(balances?|exposure|holdings?|hold|worth|portfolio|net value|how much|available|funds|aum|cash)\b/,
    )
  ) {
    const token = tokenIn(ctx, text);
    const args: Record<string, unknown> = { ...scoped };
    if (token) args['token'] = token;
    if (has(lower, /\b(across|by|per|each) venues?\b|\bvenue by venue\b/))
      args['group_by'] = 'venue';
    else if (has(lower, /\b(by|per|each) subaccounts?\b/)) args['group_by'] = 'subaccount';
    return { kind: 'tool', intent: { tool: 'balances', args } };
  }
  return { kind: 'none' };
}

const JOINER = /\s*,?\s*\b(?:and also|as well as|and|plus)\b\s*|\s*;\s*/i;

/**
 * Every intent of a question that asks two or more things ("USDC exposure and pending
 * withdrawals"): the question split on and / plus / as well as / ';', each part recognised on
 * its own. Only when every part is a distinct tool call; else the whole question's one
 * recognition. Money drafts and refusals are never split.
 */
export function recognizeAll(ctx: ToolContext, question: string): Recognition[] {
  const whole = recognize(ctx, question);
  if (whole.kind === 'forbidden') return [whole];
  if (whole.kind === 'tool' && DRAFT_TOOLS.has(whole.intent.tool)) return [whole];
  const parts = question
    .split(JOINER)
    .map((p) => p.trim())
    .filter((p) => p.length > 2);
  if (parts.length < 2) return [whole];
  const found = parts.map((p) => recognize(ctx, p));
  const distinct = new Map<string, Recognition>();
  for (const f of found) {
    if (f.kind !== 'tool') return f.kind === 'forbidden' ? [f] : [whole];
    distinct.set(`${f.intent.tool}:${JSON.stringify(f.intent.args)}`, f);
  }
  return distinct.size >= 2 ? [...distinct.values()] : [whole];
}

/** Tools whose question is never split (their text is the draft's arguments). */
const DRAFT_TOOLS = new Set(['draft_transfer', 'withdrawal_request', 'draft_treasury_rule']);

/**
 * A follow-up ("and ETH?", "what about Cold Vault?") reuses the last recognised question of the
 * context window with the new token, subaccount or venue.
 */
export function followUp(
  ctx: ToolContext,
  question: string,
  previous: readonly string[],
): Recognition {
  const token = tokenIn(ctx, question);
  const where = filters(ctx, question);
  const refused = refusedScope(where);
  if (refused) return refused;
  const scoped = where as Record<string, unknown>;
  if (!token && Object.keys(scoped).length === 0) return { kind: 'none' };
  for (const earlier of [...previous].reverse()) {
    const before = recognize(ctx, earlier);
    if (before.kind !== 'tool') continue;
    const args = { ...before.intent.args, ...scoped };
    if (token && before.intent.tool === 'balances') args['token'] = token;
    if (
      token &&
      (before.intent.tool === 'market_ticker' || before.intent.tool === 'market_candles')
    )
      args['symbol'] = `${token}/USD`;
    return { kind: 'tool', intent: { tool: before.intent.tool, args } };
  }
  return { kind: 'none' };
}
