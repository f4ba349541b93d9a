// The knowledge base as a tool (for the LLM provider; the offline one searches it directly).
import type { KnowledgeBase } from '../knowledge/knowledge';
import type { AssistantTool } from './registry';

export function knowledgeTool(knowledge: KnowledgeBase): AssistantTool {
  return {
    name: 'knowledge_search',
    description:
      'Search the desk knowledge base (FAQs, feature pages, error texts and what to do about them). Cite the article slug.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string' } },
      required: ['query'],
      additionalProperties: false,
    },
    async run(ctx, args) {
      const hits = await knowledge.search(String(args['query'] ?? ''), {
        roles: ctx.roles,
        entityId: ctx.actor.entityId,
        newsProfile: ctx.newsProfile,
      });
      return {
        headline:
          hits.length === 0
            ? 'No knowledge-base article matches.'
            : `Found ${hits.length} article${hits.length === 1 ? '' : 's'}.`,
        data: { articles: hits },
        // Each article found is cited (and opens from the answer); all are the reader's own.
        citations: hits.map((h) => ({ slug: h.slug, title: h.title })),
      };
    },
  };
}
