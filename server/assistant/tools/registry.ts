// The assistant's tools (docs/assistant.md "Tools"): one registry both providers call. Every tool
// runs under the caller's authorization: its context holds only the subaccounts the user's
// effective canRead allows (server/policy readableSubaccounts) and the user's grants; a tool
// never reads outside them. Money-moving tools return a draft, never execute.
import type { Kysely } from 'kysely';
import type { AssistantCitation, AssistantDraft } from '../../../domain/assistant';
import type { AccountFlags, Action, Role } from '../../../domain/permissions';
import type { Actor } from '../../approvals/definitions';
import type { ApprovalEngine } from '../../approvals/engine';
import type { Database } from '../../db/schema';
import type { MarketRuntime } from '../../market-runtime/runtime';
import type { OrderService } from '../../orders/service';

/** A subaccount the caller may read, with names a question can use. */
export interface ScopedSubaccount {
  readonly id: number;
  readonly name: string;
  readonly accountId: number;
  readonly accountName: string;
  readonly venueKey: string;
  readonly venueName: string;
  /** The caller's effective flags on it. */
  readonly flags: AccountFlags;
  readonly venueTransfer: boolean;
  readonly venueWithdraw: boolean;
}

export interface ToolContext {
  readonly db: Kysely<Database>;
  readonly orders: OrderService;
  readonly market: MarketRuntime;
  readonly approvals: ApprovalEngine;
  readonly now: () => number;
  readonly actor: Actor;
  readonly roles: readonly Role[];
  readonly granted: ReadonlySet<Action>;
  /** Readable subaccounts of the acting entity (effective canRead). */
  readonly readable: readonly ScopedSubaccount[];
  /** Names of the entity's subaccounts the caller may not read (to refuse, not to show). */
  readonly hiddenNames: readonly string[];
  /** Subaccounts of the user's other entities (answered by switching entity, not here). */
  readonly elsewhere: readonly { readonly name: string; readonly entity: string }[];
  /** Rows a table may show (response length). */
  readonly rowLimit: number;
  /** Which knowledge-base articles may be cited (news profile). */
  readonly newsProfile: 'curated' | 'all' | 'off';
}

export interface ToolTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface ToolResult {
  /** One sentence with the real figures: the concise answer. */
  readonly headline: string;
  /** The detail a comprehensive answer adds. */
  readonly table?: ToolTable;
  readonly notes?: readonly string[];
  /** JSON the LLM provider reads (the same figures). */
  readonly data: unknown;
  readonly draft?: AssistantDraft;
  /** The tool declined: outside the user's permissions or the request was not understood. */
  readonly refused?: boolean;
  /** Knowledge-base articles the result rests on (already filtered for the reader). */
  readonly citations?: readonly AssistantCitation[];
}

export interface AssistantTool {
  readonly name: string;
  readonly description: string;
  /** JSON schema of the arguments (closed object). */
  readonly parameters: {
    readonly type: 'object';
    readonly properties: Record<string, object>;
    readonly required?: readonly string[];
    readonly additionalProperties: false;
  };
  /** A knowledge-base article the answer links to (smart profile). */
  readonly related?: string;
  /** Whether its result is a draft needing confirmation (money moves). */
  readonly drafts?: boolean;
  run(ctx: ToolContext, args: Record<string, unknown>): Promise<ToolResult>;
}

/** The tools of this venue; areas merged later (wallet, treasury, portfolio) add theirs. */
export class ToolRegistry {
  private readonly tools = new Map<string, AssistantTool>();

  constructor(tools: readonly AssistantTool[] = []) {
    for (const tool of tools) this.register(tool);
  }

  register(tool: AssistantTool): void {
    if (this.tools.has(tool.name)) throw new Error(`assistant: tool ${tool.name} registered twice`);
    this.tools.set(tool.name, tool);
  }

  get(name: string): AssistantTool | undefined {
    return this.tools.get(name);
  }

  list(): AssistantTool[] {
    return [...this.tools.values()];
  }
}

/** A refusal result: said plainly, no figures. */
export function refusal(headline: string): ToolResult {
  return { headline, data: { refused: true, reason: headline }, refused: true };
}

/**
 * Resolves a subaccount a question names (by id, or a case-insensitive part of its name) among
 * the readable ones. A name only an unreadable subaccount has is refused as unknown.
 */
export function resolveSubaccount(
  ctx: ToolContext,
  named: unknown,
): { sub: ScopedSubaccount } | { refused: ToolResult } | null {
  if (named === undefined || named === null || named === '') return null;
  const text = String(named).trim().toLowerCase();
  const byId = ctx.readable.find((s) => String(s.id) === text);
  if (byId) return { sub: byId };
  const exact = ctx.readable.find((s) => s.name.toLowerCase() === text);
  if (exact) return { sub: exact };
  const partial = ctx.readable.filter((s) => s.name.toLowerCase().includes(text));
  if (partial.length === 1 && partial[0]) return { sub: partial[0] };
  if (partial.length > 1)
    return {
      refused: refusal(
        `"${String(named)}" matches several subaccounts (${partial.map((s) => s.name).join(', ')}); which one?`,
      ),
    };
  return {
    refused: refusal(
      `You have no readable subaccount named "${String(named)}", so I cannot answer about it.`,
    ),
  };
}

/** Subaccounts a question's filters select (all readable ones by default). */
export function selectSubaccounts(
  ctx: ToolContext,
  args: Record<string, unknown>,
): { subs: readonly ScopedSubaccount[] } | { refused: ToolResult } {
  const named = resolveSubaccount(ctx, args['subaccount']);
  if (named && 'refused' in named) return named;
  let subs = named ? [named.sub] : ctx.readable;
  const venue = typeof args['venue'] === 'string' ? args['venue'].trim().toLowerCase() : '';
  if (venue !== '') {
    subs = subs.filter(
      (s) => s.venueKey.toLowerCase() === venue || s.venueName.toLowerCase() === venue,
    );
    if (subs.length === 0)
      return { refused: refusal(`You have no readable subaccount on a venue named "${venue}".`) };
  }
  return { subs };
}
