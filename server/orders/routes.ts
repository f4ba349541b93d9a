// Binary order calls (docs/api.md "Edge trading"): create, cancel and edit take desk.orders
// protobuf bodies and answer binary; every 4xx is JSON and leaves the engine untouched.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authOf } from '../auth/authenticate';
import type { VenueServices } from '../services';
import {
  checkCancelRequest,
  checkOrderRequest,
  decodeCancelRequest,
  decodeEditRequest,
  decodeOrderRequest,
  encodeCancelResponse,
  encodeCreateResponse,
  MAX_ORDER_BODY_BYTES,
  SIDE_CODE,
  TIF_CODE,
  TYPE_CODE,
  type CheckedRequest,
} from './codec';
import type { CreateOutcome } from './commands';
import { toOrderData, type OrderRecord } from './record';

const PROTOBUF = 'application/x-protobuf';

function sendBinary(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.header('content-type', PROTOBUF).send(bytes);
}

function createAnswer(
  outcome: CreateOutcome,
  extra: { previousCancelled?: boolean; cancelledOrderId?: string } = {},
) {
  const { record } = outcome;
  const rejected = record.order.status === 'REJECTED';
  return encodeCreateResponse({
    success: !rejected,
    error: rejected
      ? { code: rejectCode(record.order.reason), message: record.order.reason }
      : null,
    data: toOrderData(record, outcome.fills),
    previousCancelled: extra.previousCancelled ?? false,
    cancelledOrderId: extra.cancelledOrderId ?? '',
  });
}

function rejectCode(reason: string): number {
  return reason === 'This account cannot trade' ? 403 : 409;
}

/** The original order's request with the edit's changes (empty / unspecified keeps a value). */
function replacement(
  original: OrderRecord,
  edit: {
    clientOrderId: string;
    quantity: string;
    limitPrice: string;
    stopPrice: string;
    orderType: number;
    postOnly: boolean;
    marginMode: string;
  },
): CheckedRequest {
  const o = original.order;
  return checkOrderRequest({
    clientOrderId: edit.clientOrderId,
    market: original.instrument.symbol,
    hedgeVenue: {
      accountType: 0,
      accountId: original.accountId,
      subaccountId: original.subaccountId,
    },
    side: SIDE_CODE[o.side],
    orderType: edit.orderType || TYPE_CODE[o.type],
    timeInForce: TIF_CODE[o.tif],
    quantity: edit.quantity || original.quantity,
    limitPrice: edit.limitPrice || original.limitPrice || '',
    stopPrice: edit.stopPrice || original.stopPrice || '',
    activationPrice: original.activationPrice ?? '',
    callbackRate: original.callbackRate ?? '',
    reduceOnly: o.reduceOnly,
    postOnly: edit.postOnly || o.postOnly,
    closePosition: o.closePosition,
    priceProtect: o.priceProtect,
    positionSide: { BOTH: 0, LONG: 1, SHORT: 2 }[o.positionSide],
    marginMode: edit.marginMode || original.marginMode,
    startTime: original.startTime,
    endTime: original.endTime,
    duration: original.duration,
    numberOfSlices: original.numberOfSlices,
  });
}

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'orders'>,
): void {
  const { orders } = deps;
  const bodyLimit = MAX_ORDER_BODY_BYTES;

  // A role granting canTrade, and effective canRead on the subaccount. A subaccount that may
  // not trade gets a stored REJECTED order, 'This account cannot trade' (R-ORD-9), as before.
  const createAccess = {
    action: 'canTrade',
    account: {
      from: 'body',
      field: 'subaccountId',
      decode: (body: unknown) => checkOrderRequest(decodeOrderRequest(body)),
      flag: 'canRead',
    },
  } as const;
  // Cancel and edit change orders: effective canTrade on the subaccount.
  const cancelAccess = {
    action: 'canTrade',
    account: {
      from: 'body',
      field: 'subaccountId',
      decode: (body: unknown) => checkCancelRequest(decodeCancelRequest(body)),
      flag: 'canTrade',
    },
  } as const;
  const editAccess = {
    action: 'canTrade',
    account: {
      from: 'body',
      field: 'subaccountId',
      decode: (body: unknown) => checkCancelRequest(decodeEditRequest(body).cancelParams),
      flag: 'canTrade',
    },
  } as const;

  app.post(
    '/uapi/v1/order/create',
    { bodyLimit, config: { access: createAccess } },
    async (request, reply) => {
      const checked = checkOrderRequest(decodeOrderRequest(request.body));
      const auth = authOf(request);
      const outcome = await orders.create(
        { userId: auth.userId, entityId: auth.entityId },
        checked,
      );
      return sendBinary(reply, createAnswer(outcome));
    },
  );

  app.post(
    '/uapi/v1/order/cancel',
    { bodyLimit, config: { access: cancelAccess } },
    async (request, reply) => {
      const checked = checkCancelRequest(decodeCancelRequest(request.body));
      const auth = authOf(request);
      const { record, alreadyFinal } = await orders.cancel(
        { userId: auth.userId, entityId: auth.entityId },
        checked,
      );
      const o = record.order;
      const failed = alreadyFinal && o.status !== 'CANCELED';
      return sendBinary(
        reply,
        encodeCancelResponse({
          success: !failed,
          error: failed ? { code: 409, message: `Order ${o.id} is already ${o.status}` } : null,
          executedQuantity: record.executedQuantity,
          side: SIDE_CODE[o.side],
          orderType: TYPE_CODE[o.type],
          timeInForce: TIF_CODE[o.tif],
          reduceOnly: o.reduceOnly,
          priceProtect: o.priceProtect,
          closePosition: o.closePosition,
        }),
      );
    },
  );

  app.post(
    '/uapi/v1/edit_order',
    { bodyLimit, config: { access: editAccess } },
    async (request, reply) => {
      const edit = decodeEditRequest(request.body);
      const cancel = checkCancelRequest(edit.cancelParams);
      const auth = authOf(request);
      const fields = {
        clientOrderId: edit.clientOrderId ?? '',
        quantity: edit.quantity ?? '',
        limitPrice: edit.limitPrice ?? '',
        stopPrice: edit.stopPrice ?? '',
        orderType: edit.orderType ?? 0,
        postOnly: edit.postOnly ?? false,
        marginMode: edit.marginMode ?? '',
      };
      const { previous, cancelled, outcome } = await orders.edit(
        { userId: auth.userId, entityId: auth.entityId },
        cancel,
        (original) => replacement(original, fields),
      );
      if (!outcome)
        return sendBinary(
          reply,
          encodeCreateResponse({
            success: false,
            error: {
              code: 409,
              message: `Order ${previous.order.id} is already ${previous.order.status}`,
            },
            previousCancelled: false,
            cancelledOrderId: '',
          }),
        );
      return sendBinary(
        reply,
        createAnswer(outcome, {
          previousCancelled: cancelled,
          cancelledOrderId: previous.order.id,
        }),
      );
    },
  );
}
