// The browser side of hardware security keys: @simplewebauthn/browser talks to
// navigator.credentials (never the network). One small seam so component tests replace it.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Signs the server's challenge with a key the user holds (sign-in). */
export function assertWithKey(options: unknown): Promise<unknown> {
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Creates a new credential on a key (registration). */
export function createKeyCredential(options: unknown): Promise<unknown> {
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

export function keysSupported(): boolean {
  return browserSupportsWebAuthn();
}
