// The tools the assistant has on this venue (docs/assistant.md "Adding a tool"): an area adds
// its own here; a money-moving one must return a draft, like draft_transfer.
import type { KnowledgeBase } from '../knowledge/knowledge';
import { balancesTool, positionsTool } from './accounts';
import { pendingApprovalsTool } from './approvals';
import { draftTransferTool } from './drafts';
import { knowledgeTool } from './knowledge-tool';
import { candlesTool, tickerTool } from './market';
import type { AssistantTool } from './registry';
import { executionsTool, fillsTool, openOrdersTool, orderStatusTool } from './trading';
import { portfolioPerformanceTool } from './portfolio-tool';
import { treasuryCheckTool } from './treasury-check';
import { draftTreasuryRuleTool, withdrawalRequestTool } from './wallet-drafts';
import { treasuryRulesTool, withdrawalsTool } from './wallet-treasury';

export function defaultAssistantTools(knowledge: KnowledgeBase): AssistantTool[] {
  return [
    balancesTool,
    positionsTool,
    portfolioPerformanceTool,
    openOrdersTool,
    orderStatusTool,
    fillsTool,
    executionsTool,
    pendingApprovalsTool,
    tickerTool,
    candlesTool,
    withdrawalsTool,
    treasuryRulesTool,
    treasuryCheckTool,
    draftTransferTool,
    withdrawalRequestTool,
    draftTreasuryRuleTool,
    knowledgeTool(knowledge),
  ];
}
