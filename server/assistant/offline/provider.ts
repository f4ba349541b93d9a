// The default provider: no model, no network. It recognises the question's intent, runs the
// same tool an LLM would, and writes the answer from templates with the tool's real figures;
// without a recognised intent it answers from the knowledge base, and failing that says plainly
// that it did not understand. It never writes a figure a tool did not return.
import { CONTEXT_MESSAGES } from '../../../domain/assistant';
import type { AnswerRequest, AnswerSink, AssistantProvider } from '../provider';
import type { ToolResult, ToolTable } from '../tools/registry';
import { followUp, recognizeAll, type Recognition } from './intents';

export const NOT_UNDERSTOOD =
  'I did not understand that question, and I will not guess. I can answer about your balances and exposure (by token, venue or subaccount), positions and PnL, open orders, an order\'s status or rejection reason, fills, RFQ/RFS/options executions, requests waiting for approval, market prices and candles, and I can prepare a transfer draft for you to confirm. For example: "What is my USDC exposure across venues?"';

const OPENERS = ['', 'Here is what I found. ', 'From your live data: '];

export function markdownTable(table: ToolTable, limit: number): string {
  const rows = table.rows.slice(0, limit);
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const lines = [
    `| ${table.columns.map(escape).join(' | ')} |`,
    `| ${table.columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
  const more = table.rows.length - rows.length;
  if (more > 0)
    lines.push('', `_${more} more row${more === 1 ? '' : 's'} not shown (response length)._`);
  return lines.join('\n');
}

/** Splits text into the pieces streamed one by one: each word with its following space. */
export function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export class OfflineProvider implements AssistantProvider {
  readonly name = 'offline';

  async answer(request: AnswerRequest, sink: AnswerSink): Promise<void> {
    const { ctx, settings } = request;
    const window = request.history
      .filter((m) => m.role === 'user')
      .slice(-CONTEXT_MESSAGES[settings.context_window])
      .map((m) => m.content);
    let all: Recognition[] = recognizeAll(ctx, request.question);
    if (all.length === 1 && all[0]?.kind === 'none')
      all = [followUp(ctx, request.question, window)];
    // Two or more intents: each answered in turn, in the order asked (R-AST-16).
    const texts: string[] = [];
    for (const found of all) texts.push(await this.answerOne(request, sink, found));
    const text = texts.join('\n\n');
    for (const piece of tokens(text)) {
      if (request.signal?.aborted) return;
      await sink.delta(piece);
    }
  }

  /** One recognised intent (or none: the knowledge base) answered as text. */
  private async answerOne(
    request: AnswerRequest,
    sink: AnswerSink,
    found: Recognition,
  ): Promise<string> {
    const { ctx, settings } = request;
    let text: string;
    if (found.kind === 'forbidden' || found.kind === 'unsupported') {
      sink.step({ tool: 'permissions', status: 'refused', summary: found.message });
      text = found.message;
    } else if (found.kind === 'tool') {
      const tool = request.tools.get(found.intent.tool);
      if (!tool) {
        sink.step({
          tool: found.intent.tool,
          status: 'refused',
          summary: 'not available on this venue',
        });
        text = `I understood the question, but the ${found.intent.tool.replace(/_/g, ' ')} tool is not available on this venue yet, so I cannot answer it.`;
      } else {
        sink.step({
          tool: tool.name,
          status: 'running',
          summary: JSON.stringify(found.intent.args),
        });
        let result: ToolResult;
        try {
          result = await tool.run(ctx, found.intent.args);
        } catch (error) {
          sink.step({ tool: tool.name, status: 'failed', summary: 'the tool failed' });
          throw error;
        }
        sink.step({
          tool: tool.name,
          status: result.refused ? 'refused' : 'complete',
          summary: result.refused ? result.headline : 'done',
        });
        if (result.draft) sink.draft(result.draft);
        text = this.compose(request, result);
        if (!result.refused && result.table && tool.related && settings.model_profile === 'smart')
          text += await this.cite(request, sink, tool.related);
      }
    } else {
      sink.step({ tool: 'knowledge_search', status: 'running', summary: request.question });
      const hits = await request.knowledge.search(request.question, {
        roles: ctx.roles,
        entityId: ctx.actor.entityId,
        newsProfile: settings.news_profile,
      });
      const best = hits[0];
      sink.step({
        tool: 'knowledge_search',
        status: 'complete',
        summary: `${hits.length} article${hits.length === 1 ? '' : 's'}`,
      });
      if (best) {
        sink.citation({ slug: best.slug, title: best.title });
        text =
          settings.response_style === 'concise'
            ? `${firstSentence(best.excerpt)} See [${best.title}](kb:${best.slug}).`
            : `From the knowledge base, **${best.title}**:\n\n${best.excerpt}\n\nSource: [${best.title}](kb:${best.slug})`;
      } else {
        text = NOT_UNDERSTOOD;
      }
    }
    return text;
  }

  private compose(request: AnswerRequest, result: ToolResult): string {
    const { settings } = request;
    const opener =
      Number(settings.temperature) > 0 && !result.refused
        ? (OPENERS[request.seed % OPENERS.length] ?? '')
        : '';
    const parts = [opener + result.headline];
    if (settings.response_style === 'comprehensive' && !result.refused) {
      if (result.table && result.table.rows.length > 0)
        parts.push(markdownTable(result.table, request.ctx.rowLimit));
      for (const note of result.notes ?? []) parts.push(`_${note}_`);
    }
    return parts.join('\n\n');
  }

  /** The tool's related article (smart profile, comprehensive style, news profile not off). */
  private async cite(request: AnswerRequest, sink: AnswerSink, slug: string): Promise<string> {
    const { settings, ctx } = request;
    if (settings.response_style === 'concise' || settings.news_profile === 'off') return '';
    const article = await request.knowledge.article(slug, {
      roles: ctx.roles,
      entityId: ctx.actor.entityId,
    });
    if (!article || (!article.curated && settings.news_profile === 'curated')) return '';
    sink.citation({ slug: article.slug, title: article.title });
    return `\n\nSee also: [${article.title}](kb:${article.slug})`;
  }
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}
