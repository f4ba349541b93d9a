// The engine's side of the member topics: ApprovalUpdate on "approvals:<entityId>" and
// PermissionsChanged on "permissions:<userId>", each with the seq its change raised in the
// database, published only after the commit. The gateway serves them (stream/member-topics.ts)
// to members of the entity, or to that user.
import type { Kysely } from 'kysely';
import {
  approvalsTopic,
  permissionsTopic,
  reportsTopic,
  type MemberTopic,
} from '../../domain/market/private-topics';
import type { Database } from '../db/schema';
import { userBelongsToEntity } from '../entities/store';
import { encodeServerMessage } from '../stream/codec';
import type { MemberFeed } from '../stream/member-topics';

export interface ApprovalUpdateMessage {
  readonly topic: 'approvals';
  readonly entityId: number;
  readonly requestId: number;
  readonly kind: string;
  readonly status: string;
  readonly approvals: number;
  readonly minApprovers: number;
  readonly seq: number;
}

export interface PermissionsChangedMessage {
  readonly topic: 'permissions';
  readonly userId: number;
  readonly seq: number;
}

/** One of the user's report jobs changed (server/reports/, docs/reports.md). */
export interface ReportJobMessage {
  readonly topic: 'reports';
  readonly userId: number;
  readonly jobId: number;
  readonly status: string;
  readonly progress: number;
  readonly seq: number;
}

export type MemberMessage = ApprovalUpdateMessage | PermissionsChangedMessage | ReportJobMessage;

type Listener = (topicKey: string, bytes: Buffer) => void;

export class MemberEvents implements MemberFeed {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly db: Kysely<Database>) {}

  async mayHold(userId: number, topic: MemberTopic): Promise<boolean> {
    switch (topic.channel) {
      case 'approvals':
        return (
          topic.entityId <= 2_147_483_647 && userBelongsToEntity(this.db, userId, topic.entityId)
        );
      case 'permissions':
      case 'reports':
        return topic.userId === userId;
    }
  }

  onMessage(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Sends committed changes; call only after the transaction that raised their seqs. */
  publish(messages: readonly MemberMessage[]): void {
    for (const message of messages) {
      const [key, bytes] = encode(message);
      for (const listener of this.listeners) listener(key, bytes);
    }
  }
}

function encode(message: MemberMessage): [string, Buffer] {
  switch (message.topic) {
    case 'approvals':
      return [
        approvalsTopic(message.entityId),
        encodeServerMessage({
          approvalUpdate: {
            requestId: String(message.requestId),
            kind: message.kind,
            status: message.status,
            approvals: message.approvals,
            minApprovers: message.minApprovers,
            seq: message.seq,
          },
        }),
      ];
    case 'permissions':
      return [
        permissionsTopic(message.userId),
        encodeServerMessage({
          permissionsChanged: { userId: message.userId, seq: message.seq },
        }),
      ];
    case 'reports':
      return [
        reportsTopic(message.userId),
        encodeServerMessage({
          reportJobUpdate: {
            jobId: message.jobId,
            status: message.status,
            progress: message.progress,
            seq: message.seq,
          },
        }),
      ];
  }
}
