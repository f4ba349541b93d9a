// DeFi (docs/defi.md): the simulated dApps' pairing URIs, sessions that connect a custody vault
// to a dApp (expiry, disconnect), the overview the screen shows (protocols, positions with the
// yield accrued up to the clock's now, allowances, the DeFi requests), and the calls that start
// a DeFi maker-checker request. Session changes ride the entity's member topic, so every open
// tab of the entity refreshes; requests ride it through the engine.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  accruedYield,
  DEFI_DAPPS,
  DEFI_KIND_OF,
  DEFI_PAIRING_MILLIS,
  DEFI_PROTOCOLS,
  DEFI_SESSION_MILLIS,
  defiDapp,
  defiProtocol,
  formatPairingUri,
  needsApproval,
  parsePairingUri,
} from '../../domain/defi';
import { addDecimal } from '../../domain/decimal';
import { approvalsTopic } from '../../domain/market/private-topics';
import type { Actor } from '../approvals/definitions';
import type { ApprovalEngine, RequestView } from '../approvals/engine';
import type { MemberEvents } from '../approvals/events';
import { nextSeq } from '../approvals/store';
import type { Clock } from '../auth/clock';
import { vaultOf } from '../custody/rules';
import { balancesOf, vaultsOf } from '../custody/store';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { DefiInput } from './rules';
import { sessionLive, sessionOf } from './rules';
import {
  actionsOf,
  allowancesOf,
  disconnectSession,
  insertPairing,
  insertSession,
  pairingForUpdate,
  positionsOf,
  sessionsOf,
  usePairing,
  type SessionRow,
} from './store';

export const DEFI_SESSION_EVENT = 'defi_session';

const hashKey = (symKey: string) => createHash('sha256').update(symKey).digest('hex');

const badPairing = (message: string) => new ApiError(400, 'BAD_PAIRING', message, 'uri');

export type DefiRequestBody = Omit<DefiInput, 'type'> & { transaction_type: DefiInput['type'] };

export class DefiService {
  constructor(
    private readonly o: {
      db: Kysely<Database>;
      now: Clock;
      approvals: ApprovalEngine;
      events: MemberEvents;
    },
  ) {}

  /** The simulated dApp's side: a fresh pairing URI to paste into the wallet (the vault). */
  async pair(dappKey: string) {
    const dapp = defiDapp(dappKey);
    if (!dapp) throw new ApiError(404, 'NOT_FOUND', 'No such dApp', 'dapp');
    const topic = randomBytes(32).toString('hex');
    const symKey = randomBytes(32).toString('hex');
    const now = this.o.now();
    const expires = new Date(now + DEFI_PAIRING_MILLIS);
    await insertPairing(this.o.db, {
      topic,
      sym_key_hash: hashKey(symKey),
      dapp: dapp.key,
      created_at: new Date(now),
      expires_at: expires,
    });
    return {
      dapp: dapp.key,
      uri: formatPairingUri({ topic, symKey }),
      expires_at: expires.toISOString(),
    };
  }

  /** Connects a vault to the dApp that issued the URI (each URI once, before it expires). */
  async connect(actor: Actor, body: { uri: string; vault_id: number }) {
    const parsed = parsePairingUri(body.uri);
    if (!parsed) throw badPairing('This is not a pairing URI (wc:…@2?relay-protocol=…&symKey=…).');
    const now = this.o.now();
    const { id, message } = await this.o.db.transaction().execute(async (tx) => {
      await vaultOf(tx, actor.entityId, body.vault_id);
      const pairing = await pairingForUpdate(tx, parsed.topic);
      if (!pairing || pairing.sym_key_hash !== hashKey(parsed.symKey))
        throw new ApiError(
          404,
          'PAIRING_NOT_FOUND',
          'No dApp is waiting on this pairing URI.',
          'uri',
        );
      if (pairing.used_at !== null)
        throw new ApiError(409, 'PAIRING_USED', 'This pairing URI was already used.', 'uri');
      if (pairing.expires_at.getTime() <= now)
        throw new ApiError(
          409,
          'PAIRING_EXPIRED',
          'This pairing URI has expired: ask the dApp for a new one.',
          'uri',
        );
      await usePairing(tx, parsed.topic, new Date(now));
      const id = await insertSession(tx, {
        entity_id: actor.entityId,
        vault_id: body.vault_id,
        dapp: pairing.dapp,
        topic: parsed.topic,
        created_by: actor.userId,
        created_at: new Date(now),
        expires_at: new Date(now + DEFI_SESSION_MILLIS),
      });
      return { id, message: await this.message(tx, actor.entityId, id, 'connected') };
    });
    this.o.events.publish([message]);
    return { session: sessionView(await sessionOf(this.o.db, actor.entityId, id), now) };
  }

  async disconnect(actor: Actor, id: number) {
    const session = await sessionOf(this.o.db, actor.entityId, id);
    const now = this.o.now();
    if (session.disconnected_at === null) {
      const message = await this.o.db.transaction().execute(async (tx) => {
        await disconnectSession(tx, id, actor.userId, new Date(now));
        return this.message(tx, actor.entityId, id, 'disconnected');
      });
      this.o.events.publish([message]);
    }
    return { session: sessionView(await sessionOf(this.o.db, actor.entityId, id), now) };
  }

  /** Everything the DeFi screen shows, for the vaults the caller may read. */
  async overview(actor: Actor, readable: ReadonlySet<number>) {
    const db = this.o.db;
    const now = this.o.now();
    const vaults = (await vaultsOf(db, actor.entityId)).filter((v) => readable.has(v.id));
    const ids = vaults.map((v) => v.id);
    const names = new Map(vaults.map((v) => [v.id, v.name]));
    const [balances, sessions, positions, allowances, actions] = await Promise.all([
      balancesOf(db, ids),
      sessionsOf(db, actor.entityId),
      positionsOf(db, actor.entityId),
      allowancesOf(db, ids),
      actionsOf(db, actor.entityId),
    ]);
    return {
      as_of: new Date(now).toISOString(),
      dapps: DEFI_DAPPS,
      protocols: DEFI_PROTOCOLS.map((p) => ({
        key: p.key,
        name: p.name,
        kind: p.kind,
        contract: p.contract,
        entry: p.entry,
        tokens: Object.entries(p.apyBps).map(([token, apy_bps]) => ({
          token,
          apy_bps,
          needs_approval: needsApproval(token),
        })),
      })),
      vaults: vaults.map((v) => ({
        id: v.id,
        name: v.name,
        balances: balances
          .filter((b) => b.subaccount_id === v.id)
          .map((b) => ({ token: b.token, amount: b.amount })),
      })),
      sessions: sessions.filter((s) => readable.has(s.vault_id)).map((s) => sessionView(s, now)),
      positions: positions
        .filter((p) => readable.has(p.vault_id))
        .map((p) => {
          const apy = defiProtocol(p.protocol)?.apyBps[p.token] ?? 0;
          return {
            id: p.id,
            vault_id: p.vault_id,
            vault_name: names.get(p.vault_id) ?? '',
            protocol: p.protocol,
            token: p.token,
            principal: p.principal,
            apy_bps: apy,
            // Unclaimed yield up to now; the screen counts on from accrued_at with the same rule.
            accrued: addDecimal(
              p.accrued,
              accruedYield(p.token, p.principal, apy, now - p.accrued_at.getTime()),
            ),
            stored_accrued: p.accrued,
            accrued_at: p.accrued_at.toISOString(),
            claimed: p.claimed,
          };
        }),
      allowances: allowances.map((a) => ({
        vault_id: a.vault_id,
        protocol: a.protocol,
        token: a.token,
        amount: a.amount,
      })),
      requests: actions
        .filter((a) => readable.has(a.vault_id))
        .map((a) => ({
          request_id: String(a.request_id),
          session_id: a.session_id,
          vault_id: a.vault_id,
          vault_name: names.get(a.vault_id) ?? '',
          protocol: a.protocol,
          transaction_type: a.transaction_type,
          token: a.token,
          amount: a.amount,
          method: a.method,
          status: a.request_status,
          executed_amount: a.executed_amount,
          requester: a.requester,
          created_at: a.created_at.toISOString(),
        })),
    };
  }

  /** A DeFi transaction: a maker-checker request of its type's kind (policy, quorum, execute). */
  async request(actor: Actor, body: DefiRequestBody): Promise<RequestView> {
    const { transaction_type, ...payload } = body;
    const { request } = await this.o.approvals.create(actor, {
      kind: DEFI_KIND_OF[transaction_type],
      payload: { ...payload },
      clientRequestId: body.client_request_id,
    });
    return request;
  }

  private async message(
    tx: Parameters<typeof nextSeq>[0],
    entityId: number,
    sessionId: number,
    status: string,
  ) {
    return {
      topic: 'approvals' as const,
      entityId,
      requestId: sessionId,
      kind: DEFI_SESSION_EVENT,
      status,
      approvals: 0,
      minApprovers: 0,
      seq: await nextSeq(tx, approvalsTopic(entityId)),
    };
  }
}

function sessionView(s: SessionRow, now: number) {
  const dapp = defiDapp(s.dapp);
  return {
    id: s.id,
    vault_id: s.vault_id,
    vault_name: s.vault_name,
    dapp: s.dapp,
    dapp_name: dapp?.name ?? s.dapp,
    dapp_url: dapp?.url ?? '',
    protocols: dapp?.protocols ?? [],
    created_by: s.created_by,
    created_at: s.created_at.toISOString(),
    expires_at: s.expires_at.toISOString(),
    disconnected_at: s.disconnected_at?.toISOString() ?? null,
    status: sessionLive(s, now)
      ? 'active'
      : s.disconnected_at !== null
        ? 'disconnected'
        : 'expired',
  };
}
