// Order calls (docs/api.md "Edge trading"): create, cancel and edit as binary protobuf bodies
// through the data core. Every create and edit carries a client order id made here, once per
// user action; a network failure or a dropped connection is retried with the SAME id, which the
// venue answers with the existing order, so a retry never places a second order.
import type {
  ApiErrorItem,
  CoreClient,
  CoreFailure,
  Millis,
  OrderView,
  RestResult,
} from '../../../workers/api';
import {
  decodeCancelAnswer,
  decodeCreateAnswer,
  encodeCancel,
  encodeCreate,
  encodeEdit,
  type CancelFields,
  type CreateOrderFields,
  type EditFields,
  type VenueRef,
} from '../../../workers/api';
import { DEFAULT_ERROR_TEXT } from '../../../domain/constants';

export const CREATE_PATH = '/uapi/v1/order/create';
export const CANCEL_PATH = '/uapi/v1/order/cancel';
export const EDIT_PATH = '/uapi/v1/edit_order';

/** Waits between attempts of one call after a network failure. */
export const RETRY_DELAYS: readonly Millis[] = [300, 700, 1_500, 3_000];

export type OrderOutcome =
  | {
      readonly kind: 'accepted';
      readonly clientOrderId: string;
      readonly order: OrderView | null;
      readonly previousCancelled: boolean;
      readonly cancelledOrderId: string;
    }
  /** The venue refused it (REJECTED with a reason, or an edit of an order no longer open). */
  | {
      readonly kind: 'rejected';
      readonly clientOrderId: string;
      readonly reason: string;
      readonly order: OrderView | null;
    }
  /** 400: the request itself was wrong (field errors). */
  | { readonly kind: 'invalid'; readonly errors: readonly ApiErrorItem[] }
  /** No answer after every retry, or another failure (already shown as a toast). */
  | { readonly kind: 'failed'; readonly clientOrderId: string; readonly message: string };

export type CancelOutcome =
  | { readonly kind: 'cancelled'; readonly executedQuantity: string }
  | { readonly kind: 'rejected'; readonly reason: string }
  | { readonly kind: 'invalid'; readonly errors: readonly ApiErrorItem[] }
  | { readonly kind: 'failed'; readonly message: string };

export interface OrderClientDeps {
  readonly core: Pick<CoreClient, 'request'>;
  /** A fresh client order id: crypto.randomUUID() in the browser (uuid v4, 36 characters). */
  readonly newId: () => string;
  readonly sleep: (ms: Millis) => Promise<void>;
  /** Shows a failure (spec 8 text); the calls hide the core's own toast to retry quietly. */
  readonly toast: (text: string) => void;
  readonly retryDelays?: readonly Millis[];
}

export interface OrderClient {
  create(order: Omit<CreateOrderFields, 'clientOrderId'>, venue: VenueRef): Promise<OrderOutcome>;
  /** Resends a create with an existing client order id (e.g. the user retries a failed one). */
  createWithId(order: CreateOrderFields, venue: VenueRef): Promise<OrderOutcome>;
  cancel(cancel: CancelFields, venue: VenueRef): Promise<CancelOutcome>;
  edit(edit: Omit<EditFields, 'clientOrderId'>, venue: VenueRef): Promise<OrderOutcome>;
}

type Attempt =
  | { readonly kind: 'answer'; readonly result: RestResult }
  | { readonly kind: 'failure'; readonly failure: CoreFailure };

const isCoreFailure = (x: unknown): x is CoreFailure =>
  typeof x === 'object' && x !== null && 'kind' in x && 'message' in x;

/** Worth another try with the same id: nothing (or a gateway) answered. */
function retryable(f: CoreFailure): boolean {
  return f.kind === 'network' || (f.kind === 'http' && [502, 503, 504].includes(f.status ?? 0));
}

export function createOrderClient(deps: OrderClientDeps): OrderClient {
  const delays = deps.retryDelays ?? RETRY_DELAYS;

  async function send(path: string, bytes: Uint8Array): Promise<Attempt> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await deps.core.request({
          method: 'POST',
          path,
          body: { kind: 'protobuf', bytes },
          binaryResponse: true,
          hideAlertOnError: true,
        });
        return { kind: 'answer', result };
      } catch (e) {
        const failure: CoreFailure = isCoreFailure(e)
          ? e
          : { kind: 'network', status: null, message: String(e), errors: [] };
        const wait = delays[attempt];
        if (!retryable(failure) || wait === undefined) return { kind: 'failure', failure };
        await deps.sleep(wait);
      }
    }
  }

  function failed(clientOrderId: string, f: CoreFailure): OrderOutcome {
    if (f.kind !== 'cancelled' && f.kind !== 'blocked') deps.toast(f.message);
    return { kind: 'failed', clientOrderId, message: f.message };
  }

  async function placeWith(
    path: string,
    bytes: Uint8Array,
    clientOrderId: string,
    venue: VenueRef,
  ): Promise<OrderOutcome> {
    const a = await send(path, bytes);
    if (a.kind === 'failure') return failed(clientOrderId, a.failure);
    const r = a.result;
    if (!r.ok) {
      deps.toast(r.errors.map((e) => e.message).join('\n'));
      return { kind: 'invalid', errors: r.errors };
    }
    if (r.bytes === undefined) return failed(clientOrderId, noBody());
    const answer = decodeCreateAnswer(r.bytes, venue);
    if (!answer.success) {
      const reason = answer.error?.message || answer.order?.reason || 'Order rejected';
      deps.toast(reason);
      return { kind: 'rejected', clientOrderId, reason, order: answer.order };
    }
    return {
      kind: 'accepted',
      clientOrderId,
      order: answer.order,
      previousCancelled: answer.previousCancelled,
      cancelledOrderId: answer.cancelledOrderId,
    };
  }

  return {
    create(order, venue) {
      const clientOrderId = deps.newId();
      return placeWith(
        CREATE_PATH,
        encodeCreate({ ...order, clientOrderId }, venue),
        clientOrderId,
        venue,
      );
    },
    createWithId(order, venue) {
      return placeWith(CREATE_PATH, encodeCreate(order, venue), order.clientOrderId, venue);
    },
    async cancel(cancel, venue) {
      // A repeated cancel of a CANCELED order answers success again: retrying is safe.
      const a = await send(CANCEL_PATH, encodeCancel(cancel, venue));
      if (a.kind === 'failure') {
        const f = a.failure;
        if (f.kind !== 'cancelled' && f.kind !== 'blocked') deps.toast(f.message);
        return { kind: 'failed', message: f.message };
      }
      const r = a.result;
      if (!r.ok) {
        deps.toast(r.errors.map((e) => e.message).join('\n'));
        return { kind: 'invalid', errors: r.errors };
      }
      if (r.bytes === undefined) {
        deps.toast(noBody().message);
        return { kind: 'failed', message: noBody().message };
      }
      const answer = decodeCancelAnswer(r.bytes);
      if (!answer.success) {
        const reason = answer.error?.message || 'Cancel refused';
        deps.toast(reason);
        return { kind: 'rejected', reason };
      }
      return { kind: 'cancelled', executedQuantity: answer.executedQuantity };
    },
    edit(edit, venue) {
      const clientOrderId = deps.newId();
      return placeWith(
        EDIT_PATH,
        encodeEdit({ ...edit, clientOrderId }, venue),
        clientOrderId,
        venue,
      );
    },
  };
}

function noBody(): CoreFailure {
  return {
    kind: 'http',
    status: null,
    message: DEFAULT_ERROR_TEXT,
    errors: [],
  };
}

/** The browser's deps: crypto.randomUUID, real timers. */
export function browserOrderDeps(
  core: Pick<CoreClient, 'request'>,
  toast: (text: string) => void,
): OrderClientDeps {
  return {
    core,
    newId: () => crypto.randomUUID(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    toast,
  };
}
