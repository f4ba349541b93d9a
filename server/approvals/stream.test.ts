// Live approvals (docs/approvals.md "Live in every tab"): "approvals:<entityId>" carries
// ApprovalUpdate for members of the entity, "permissions:<userId>" carries PermissionsChanged
// for that user only, each with the topic's stored seq, sent after the commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalsTopic, permissionsTopic } from '../../domain/market/private-topics';
import { DEMO_ADMIN, DEMO_ENTITY_INTL, DEMO_TRADER } from '../seed/demo-constants';
import {
  addMember,
  asUser,
  entityIdOf,
  requestOf,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import { CLOSE_MALFORMED_FRAME } from '../stream/close-codes';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  createTestVenue,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';

describe.each(databaseVariants())(
  'R-APPR-22 approvals and permissions on the stream (%s)',
  (variant) => {
    let venue: TestVenue;
    let admin: UserCalls;
    let maker: UserCalls;
    let adminToken = '';
    let traderToken = '';
    let entityId = 0;
    let traderId = 0;
    let adminId = 0;
    const clients: StreamClient[] = [];

    const open = async (token: string) => {
      const client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
      clients.push(client);
      return client;
    };
    const hold = async (client: StreamClient, topic: string) => {
      const requestId = client.subscribe(topic);
      return client.next(
        (m) =>
          (m.kind === 'subscribed' && m.subscribed?.topic === topic) ||
          (m.kind === 'error' && m.error?.requestId === requestId),
      );
    };
    const seqOf = async (topic: string) =>
      (
        await venue.db
          .selectFrom('stream_sequences')
          .select('seq')
          .where('topic', '=', topic)
          .executeTakeFirst()
      )?.seq ?? 0;

    beforeAll(async () => {
      venue = await createTestVenue(variant, {
        now: manualClock().now,
        secretKey: TEST_SECRET_KEY,
        marketHistoryMinutes: 60,
      });
      adminToken = await signIn(venue, DEMO_ADMIN);
      traderToken = await signIn(venue, DEMO_TRADER);
      admin = asUser(venue, adminToken);
      maker = asUser(venue, await signInMember(venue, await addMember(venue, ['admin'])));
      const ids = await venue.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', [DEMO_TRADER.email, DEMO_ADMIN.email])
        .execute();
      traderId = ids.find((row) => row.email === DEMO_TRADER.email)?.id ?? 0;
      adminId = ids.find((row) => row.email === DEMO_ADMIN.email)?.id ?? 0;
      entityId = await entityIdOf(venue);
      await venue.app.listen({ port: 0, host: '127.0.0.1' });
    }, 60_000);
    afterAll(async () => {
      for (const client of clients) client.close();
      await venue?.dispose();
    });

    it('R-APPR-22 members hold approvals:<entity>, each user only their own permissions:<user>', async () => {
      const adminClient = await open(adminToken);
      expect((await hold(adminClient, approvalsTopic(entityId))).kind).toBe('subscribed');
      expect((await hold(adminClient, permissionsTopic(adminId))).kind).toBe('subscribed');
      const someoneElse = await hold(adminClient, permissionsTopic(traderId));
      expect(someoneElse.kind).toBe('error');
      expect(someoneElse.error?.message).toContain('No such topic');
      const outsider = await addMember(venue, ['admin'], { entity: DEMO_ENTITY_INTL });
      const outsiderClient = await open(await signInMember(venue, outsider));
      expect((await hold(outsiderClient, approvalsTopic(entityId))).kind).toBe('error');
      // Still open after the refusal; a malformed id is a malformed frame.
      await outsiderClient.barrier();
      outsiderClient.subscribe('approvals:01');
      expect((await outsiderClient.closed).code).toBe(CLOSE_MALFORMED_FRAME);
    });

    it('R-APPR-22 every change of a request sends ApprovalUpdate after the commit, with the entity’s stored seq', async () => {
      const adminClient = await open(adminToken);
      const traderClient = await open(traderToken);
      await hold(adminClient, approvalsTopic(entityId));
      await hold(traderClient, approvalsTopic(entityId));
      await hold(traderClient, permissionsTopic(traderId));
      const from = traderClient.messages.length;
      const made = requestOf(
        await maker.create(
          'user_roles',
          { user_id: traderId, roles: ['trader', 'approver'] },
          's-1',
        ),
      );
      const created = await traderClient.next(
        (m) => m.kind === 'approvalUpdate' && m.approvalUpdate?.requestId === made.request_id,
        from,
      );
      expect(created.approvalUpdate).toEqual(
        expect.objectContaining({
          kind: 'user_roles',
          status: 'requested',
          approvals: 0,
          minApprovers: 1,
        }),
      );
      const createdSeq = created.approvalUpdate?.seq ?? 0;
      const adminFrom = adminClient.messages.length;
      const approved = await admin.approve(made.request_id, {
        email_code: await admin.emailCode(DEMO_ADMIN.email),
      });
      expect(requestOf(approved).request_status).toBe('executed');
      const executed = await adminClient.next(
        (m) => m.kind === 'approvalUpdate' && m.approvalUpdate?.status === 'executed',
        adminFrom,
      );
      expect(executed.approvalUpdate).toEqual(
        expect.objectContaining({ requestId: made.request_id, approvals: 1, minApprovers: 1 }),
      );
      expect(executed.approvalUpdate?.seq).toBe(createdSeq + 1);
      expect(await seqOf(approvalsTopic(entityId))).toBe(createdSeq + 1);
      // The roles changed: the trader (and only the trader) hears it on their own topic.
      const changed = await traderClient.next((m) => m.kind === 'permissionsChanged', from);
      expect(changed.permissionsChanged?.userId).toBe(traderId);
      expect(changed.permissionsChanged?.seq).toBe(await seqOf(permissionsTopic(traderId)));
      await adminClient.barrier();
      expect(adminClient.messages.some((m) => m.kind === 'permissionsChanged')).toBe(false);
      // Sent after the commit: what the message says is already in the database.
      const row = await venue.db
        .selectFrom('approval_requests')
        .select('status')
        .where('id', '=', Number(made.request_id))
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('executed');
    });
  },
);
