// The tools the assistant has on this venue today. Areas merged later register theirs here
// (docs/assistant.md "Adding a tool"): withdrawals and their status (server/wallet/), treasury
// rules and their runs (server/treasury/), portfolio history (server/portfolio/) — a money-moving
// one must return a draft, like draft_transfer.
import type { KnowledgeBase } from '../knowledge/knowledge';
import { balancesTool, positionsTool } from './accounts';
import { pendingApprovalsTool } from './approvals';
import { draftTransferTool } from './drafts';
import { knowledgeTool } from './knowledge-tool';
import { candlesTool, tickerTool } from './market';
import type { AssistantTool } from './registry';
import { executionsTool, fillsTool, openOrdersTool, orderStatusTool } from './trading';

export function defaultAssistantTools(knowledge: KnowledgeBase): AssistantTool[] {
  return [
    balancesTool,
    positionsTool,
    openOrdersTool,
    orderStatusTool,
    fillsTool,
    executionsTool,
    pendingApprovalsTool,
    tickerTool,
    candlesTool,
    draftTransferTool,
    knowledgeTool(knowledge),
  ];
}
