// The approval that reaches min_approvers runs the kind's executor inside a savepoint of the
// approving transaction: a refusal undoes only the executor's writes and fails the request;
// any other error rolls the whole approval back. Mails and socket closes wait for the commit.
import { permissionsTopic } from '../../domain/market/private-topics';
import { markCsrfRotation } from '../auth/csrf-sessions';
import { ExecutionRefused, type Actor, type AfterCommit } from './definitions';
import type { EngineContext, Tx } from './engine-context';
import type { MemberMessage } from './events';
import { refusalOf } from './refusals';
import type { RelyingParty } from '../security/webauthn';
import {
  nextSeq,
  releaseSavepoint,
  rollbackToSavepoint,
  savepoint,
  updateRequest,
  type RequestRow,
} from './store';

/** What an approval needs from the HTTP request: the WebAuthn party and links to the client. */
export interface WebContext {
  readonly rp: RelyingParty;
  linkTo(path: string, token: string): string;
}

export interface Execution {
  readonly status: 'executed' | 'failed';
  readonly messages: MemberMessage[];
  readonly afterCommit?: AfterCommit | undefined;
}

export async function executeApproved(
  ctx: EngineContext,
  tx: Tx,
  row: RequestRow,
  actor: Actor,
  at: Date,
  web: WebContext,
): Promise<Execution> {
  const definition = ctx.definitions.get(row.kind);
  await savepoint(tx, 'execute_request');
  try {
    if (!definition)
      throw new ExecutionRefused('KIND_NOT_AVAILABLE', `No executor for ${row.kind}.`);
    const execution = await definition.execute(
      {
        tx,
        now: at.getTime(),
        requestId: row.id,
        entityId: row.entity_id,
        requesterId: row.requester_id,
        approver: actor,
        linkTo: (path, token) => web.linkTo(path, token),
      },
      row.payload,
    );
    await releaseSavepoint(tx, 'execute_request');
    await updateRequest(tx, row.id, {
      status: 'executed',
      executed_at: at,
      closed_at: at,
      updated_at: at,
      result: execution.result,
    });
    await ctx.audit.record(
      {
        userId: actor.userId,
        entityId: row.entity_id,
        ip: actor.ip,
        action: 'request_executed',
        target: execution.target,
        before: execution.before,
        after: execution.after,
        outcome: 'success',
        requestId: row.id,
        at: at.getTime(),
      },
      tx,
    );
    const messages: MemberMessage[] = [];
    const changed = [...new Set(execution.permissionsChangedFor ?? [])].sort((a, b) => a - b);
    // A privilege change: each of their sessions gets a new CSRF value on its next call.
    await markCsrfRotation(tx, changed);
    for (const userId of changed)
      messages.push({
        topic: 'permissions',
        userId,
        seq: await nextSeq(tx, permissionsTopic(userId)),
      });
    return { status: 'executed', messages, afterCommit: execution.afterCommit };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    await rollbackToSavepoint(tx, 'execute_request');
    const result = { error: { code: refusal.code, message: refusal.message } };
    await updateRequest(tx, row.id, { status: 'failed', closed_at: at, updated_at: at, result });
    await ctx.audit.record(
      {
        userId: actor.userId,
        entityId: row.entity_id,
        ip: actor.ip,
        action: 'request_failed',
        target: `request:${row.id}`,
        after: result,
        outcome: 'failure',
        requestId: row.id,
        at: at.getTime(),
      },
      tx,
    );
    return { status: 'failed', messages: [] };
  }
}

/** After the commit: close revoked sessions' sockets, send the executor's mails. */
export async function runAfterCommit(
  ctx: EngineContext,
  work: AfterCommit | undefined,
  actor: Actor,
  requestId: number,
): Promise<void> {
  if (!work) return;
  if (work.revokedSessions && work.revokedSessions.length > 0)
    ctx.sessionsRevoked(work.revokedSessions);
  for (const mail of work.mails ?? []) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, requestId }, 'approvals: mail after execution failed');
      await ctx.audit.record({
        userId: actor.userId,
        entityId: actor.entityId,
        ip: actor.ip,
        action: 'invitation_mail_failed',
        target: `email:${mail.to}`,
        outcome: 'failure',
        requestId,
      });
    }
  }
}
