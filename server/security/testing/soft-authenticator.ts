// A software WebAuthn authenticator for tests: a real ES256 key pair (node:crypto), with the
// authenticatorData, clientDataJSON, CBOR attestation object and DER signature built by hand,
// so the server's verification really runs. Knobs let a test forge a bad origin, RP id,
// challenge or counter.
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { cborBytes, cborText, coseKey, privateKeyFromPkcs8 } from '../cose-key';

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();

export interface Forgery {
  origin?: string;
  rpId?: string;
  challenge?: string;
  counter?: number;
  userPresent?: boolean;
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
    opts: { pkcs8Base64?: string; credentialId?: Buffer } = {},
  ) {
    if (opts.pkcs8Base64) {
      this.privateKey = privateKeyFromPkcs8(opts.pkcs8Base64);
      this.publicKey = createPublicKey(this.privateKey);
    } else {
      const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      this.privateKey = pair.privateKey;
      this.publicKey = pair.publicKey;
    }
    this.credentialId = opts.credentialId ?? randomBytes(16);
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  private clientData(type: string, challenge: string, forge: Forgery): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: forge.type ?? type,
        challenge: forge.challenge ?? challenge,
        origin: forge.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private authData(flags: number, counter: number, rpId: string, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  /** A 'none' attestation for the options' challenge. */
  register(challenge: string, forge: Forgery = {}): RegistrationResponseJSON {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      coseKey(this.publicKey),
    ]);
    const flags = (forge.userPresent === false ? 0 : 0x01) | 0x40;
    const authData = this.authData(
      flags,
      forge.counter ?? this.counter,
      forge.rpId ?? this.rpId,
      attested,
    );
    const attestationObject = Buffer.concat([
      Buffer.from([0xa3]),
      cborText('fmt'),
      cborText('none'),
      cborText('attStmt'),
      Buffer.from([0xa0]),
      cborText('authData'),
      cborBytes(authData),
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', challenge, forge).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['usb'],
      },
    };
  }

  /** An assertion for the challenge; the counter advances by one unless forged. */
  assert(challenge: string, forge: Forgery = {}): AuthenticationResponseJSON {
    if (forge.counter === undefined) this.counter += 1;
    const flags = forge.userPresent === false ? 0 : 0x01;
    const authData = this.authData(flags, forge.counter ?? this.counter, forge.rpId ?? this.rpId);
    const clientDataJSON = this.clientData('webauthn.get', challenge, forge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
    };
  }
}
