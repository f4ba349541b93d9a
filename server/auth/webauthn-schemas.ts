// JSON schemas of the @simplewebauthn response types the browser sends (closed, bounded).
const b64url = {
  type: 'string',
  minLength: 1,
  maxLength: 4096,
  pattern: '^[A-Za-z0-9_-]+={0,2}$',
} as const;
const extensions = { type: 'object', maxProperties: 16 } as const;

export const authenticationResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'rawId', 'type', 'response', 'clientExtensionResults'],
  properties: {
    id: b64url,
    rawId: b64url,
    type: { type: 'string', enum: ['public-key'] },
    authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
    clientExtensionResults: extensions,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['clientDataJSON', 'authenticatorData', 'signature'],
      properties: {
        clientDataJSON: b64url,
        authenticatorData: b64url,
        signature: b64url,
        userHandle: { type: 'string', maxLength: 512 },
      },
    },
  },
} as const;

export const registrationResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'rawId', 'type', 'response', 'clientExtensionResults'],
  properties: {
    id: b64url,
    rawId: b64url,
    type: { type: 'string', enum: ['public-key'] },
    authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
    clientExtensionResults: extensions,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['clientDataJSON', 'attestationObject'],
      properties: {
        clientDataJSON: b64url,
        attestationObject: { ...b64url, maxLength: 16384 },
        authenticatorData: { ...b64url, maxLength: 16384 },
        transports: { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 32 } },
        publicKeyAlgorithm: { type: 'integer' },
        publicKey: { ...b64url, maxLength: 4096 },
      },
    },
  },
} as const;
