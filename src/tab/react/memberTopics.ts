// Keeps this tab's share of the member topics while signed in (docs/approvals.md "Live in every
// tab"): the entity's approvals, the user's permissions and report jobs. The core holds each once for the
// browser and turns their events into query invalidations, so lists and menus follow changes
// other people make without a reload.
import { useEffect } from 'react';
import {
  approvalsTopic,
  permissionsTopic,
  reportsTopic,
} from '../../../domain/market/private-topics';
import { useSessionData, useShell } from './hooks';

export function useMemberTopics(): void {
  const { core } = useShell();
  const { user, entities } = useSessionData();
  const entityId = Number(entities.current_entity_id ?? 0);
  const userId = user.id;
  useEffect(() => {
    const undo = [core.subscribe(permissionsTopic(userId)), core.subscribe(reportsTopic(userId))];
    if (entityId > 0) undo.push(core.subscribe(approvalsTopic(entityId)));
    return () => undo.forEach((off) => off());
  }, [core, userId, entityId]);
}
