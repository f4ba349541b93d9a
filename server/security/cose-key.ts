// COSE_Key encoding of EC2 P-256 public keys (RFC 8152), the form WebAuthn credentials carry
// and the server stores. Used by the demo seed (a known key for the e2e virtual authenticator)
// and the test authenticator.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}
export const cborBytes = (bytes: Buffer): Buffer =>
  Buffer.concat([cborHead(2, bytes.length), bytes]);
export const cborText = (text: string): Buffer =>
  Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);

/** {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y} */
export function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
    cborBytes(x),
    Buffer.from([0x22]),
    cborBytes(y),
  ]);
}

export function privateKeyFromPkcs8(pkcs8Base64: string): KeyObject {
  return createPrivateKey({
    key: Buffer.from(pkcs8Base64, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
}

/** The COSE public key (base64url) of a PKCS#8 P-256 private key. */
export function cosePublicKeyOf(pkcs8Base64: string): string {
  return coseKey(createPublicKey(privateKeyFromPkcs8(pkcs8Base64))).toString('base64url');
}
