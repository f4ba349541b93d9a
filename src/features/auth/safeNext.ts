// The ?next= target after sign-in: only a path inside this app, never another origin.
const SIGNED_OUT_PATHS = ['/login', '/logout'];

export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  const path = next.split(/[?#]/)[0] ?? '';
  return SIGNED_OUT_PATHS.includes(path) ? null : next;
}

/** Where to land after sign-in: ?next= when safe, else the user's landing page, else RFQ. */
export function landingTarget(next: string | null, landingPage: string | null | undefined): string {
  return safeNext(next) ?? safeNext(landingPage ?? null) ?? '/trading/rfq';
}
