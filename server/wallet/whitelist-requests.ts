// Whitelisted withdrawal addresses (spec 3.3, 5, 6, 8; docs/wallet.md): the list with pending
// whitelistings (their maker-checker requests), the request (through the engine, or at once
// without maker-checker), and label edits and copies as audited actions.
import type { Kysely } from 'kysely';
import type { WalletServiceOptions } from './service';
import { WHITELIST_MAKER_CHECKER_TEXT, WHITELIST_PROCESSING_TEXT } from '../../domain/constants';
import type { Database } from '../db/schema';
import type { Actor } from '../approvals/definitions';
import { notFound } from '../http/errors';
import { checkWhitelist, subaccountFor, type WhitelistInput } from './rules';
import {
  insertWhitelisted,
  pendingWhitelistRequests,
  setWhitelistLabel,
  walletSettings,
  walletSubaccountsOf,
  whitelistById,
  whitelistOf,
  type WalletSubaccount,
} from './store';
import { pendingWhitelistView, whitelistView } from './views';

export class WhitelistRequests {
  constructor(private readonly o: WalletServiceOptions) {}

  async whitelist(actor: Actor, readable: ReadonlySet<number>) {
    const subs = await this.subsOf(actor);
    const [rows, pending] = await Promise.all([
      whitelistOf(this.db, actor.entityId),
      pendingWhitelistRequests(this.db, actor.entityId),
    ]);
    const now = this.o.core.now();
    return {
      addresses: [
        ...pending
          .filter((r) => r.expires_at.getTime() > now)
          .map((r) => pendingWhitelistView(r, subs.get(Number(r.payload['subaccount_id']))))
          .filter((v) => readable.has(v.subaccount_id)),
        ...rows
          .filter((r) => readable.has(r.subaccount_id))
          .map((r) => whitelistView(r, subs.get(r.subaccount_id))),
      ],
    };
  }

  async requestWhitelist(actor: Actor, input: WhitelistInput & { client_request_id: string }) {
    const { client_request_id: clientRequestId, ...entry } = input;
    const settings = await walletSettings(this.db, actor.entityId);
    if (settings.whitelist) {
      const { request, created } = await this.o.approvals.create(actor, {
        kind: 'whitelist_address',
        payload: { ...entry, label: entry.label.trim() },
        clientRequestId,
      });
      return {
        request_id: request.request_id,
        status: 'pending_whitelist',
        created,
        maker_checker: true,
        message: WHITELIST_MAKER_CHECKER_TEXT,
      };
    }
    const checked = await checkWhitelist(this.db, actor, entry);
    const at = new Date(this.o.core.now());
    const row = await this.db.transaction().execute(async (tx) => {
      const inserted = await insertWhitelisted(tx, {
        entity_id: actor.entityId,
        subaccount_id: checked.sub.id,
        token: checked.payload.token,
        network: checked.payload.network,
        address: checked.payload.address,
        label: checked.payload.label,
        requested_by: actor.userId,
        maker_checker_request_id: null,
        created_at: at,
        whitelisted_at: at,
      });
      await this.o.audit.record(
        {
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action: 'Add Withdrawal Address',
          target: `whitelisted_address:${inserted.id}`,
          after: checked.payload,
          outcome: 'success',
        },
        tx,
      );
      const message = await this.o.core.message(
        tx,
        actor.entityId,
        'whitelist_address',
        0,
        'whitelisted',
      );
      return { inserted, message };
    });
    this.o.core.publish([row.message]);
    return {
      request_id: null,
      id: String(row.inserted.id),
      status: 'whitelisted',
      created: true,
      maker_checker: false,
      message: WHITELIST_PROCESSING_TEXT,
    };
  }

  /** 'Edit Label of Withdrawal Address', audited with the label before and after. */
  async editLabel(actor: Actor, id: number, label: string) {
    const row = await whitelistById(this.db, id);
    if (!row || row.entity_id !== actor.entityId) throw notFound();
    await subaccountFor(this.db, actor, row.subaccount_id, 'canRead', 'id');
    const clean = label.trim();
    await this.db.transaction().execute(async (tx) => {
      await setWhitelistLabel(tx, id, clean);
      await this.o.audit.record(
        {
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action: 'Edit Label of Withdrawal Address',
          target: `whitelisted_address:${id}`,
          before: { label: row.label },
          after: { label: clean },
          outcome: 'success',
        },
        tx,
      );
    });
    const subs = await this.subsOf(actor);
    return { address: whitelistView({ ...row, label: clean }, subs.get(row.subaccount_id)) };
  }

  /** 'Copy Withdrawal Address': the address, with the copy audited. */
  async copyAddress(actor: Actor, id: number) {
    const row = await whitelistById(this.db, id);
    if (!row || row.entity_id !== actor.entityId) throw notFound();
    await subaccountFor(this.db, actor, row.subaccount_id, 'canRead', 'id');
    await this.o.audit.record({
      userId: actor.userId,
      entityId: actor.entityId,
      ip: actor.ip,
      action: 'Copy Withdrawal Address',
      target: `whitelisted_address:${id}`,
      outcome: 'success',
    });
    return { address: row.address };
  }

  private get db(): Kysely<Database> {
    return this.o.core.db;
  }

  private async subsOf(actor: Actor): Promise<Map<number, WalletSubaccount>> {
    return new Map((await walletSubaccountsOf(this.db, actor.entityId)).map((s) => [s.id, s]));
  }
}
