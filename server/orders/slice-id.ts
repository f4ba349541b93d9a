// Client order ids of TWAP slices.
import { createHash } from 'node:crypto';

/**
 * A TWAP slice's client order id: unique per slice (client order ids are unique per
 * subaccount), the same after a restart, and within the 36-character limit however long the
 * parent's id is. Appending a counter to the parent's id and cutting at 36 made every slice of
 * a UUID-keyed parent collide with the parent.
 */
export function sliceClientOrderId(parentClientOrderId: string, sliceOrderId: string): string {
  const digest = createHash('sha256')
    .update(`${parentClientOrderId}/${sliceOrderId}`)
    .digest('base64url');
  return `twap-${digest.slice(0, 31)}`;
}
