// The forced-flow instruction of an answer (docs/api.md "Forced flows", spec 8), as the
// in-app path to go to. The data core navigates on it too; views use this to decide where
// to go next themselves, so both agree on the target.
const NAMED: Readonly<Record<string, string>> = {
  gauth: '/user/otp_qrcode?required=true',
  change_password: '/change_password?required=true',
  redirect_to_login: '/login',
};

/** Only paths inside this app: another origin is the core's business (external navigation). */
function inApp(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  if (url.startsWith('/\\')) return null;
  return url;
}

/** Same precedence as the core: force_redirect_url, then the named redirect, then redirect_url. */
export function instructionTarget(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const r = body as Record<string, unknown>;
  const forced = inApp(r['force_redirect_url']);
  if (forced) return forced;
  const named = typeof r['redirect'] === 'string' ? NAMED[r['redirect']] : undefined;
  if (named) return named;
  return inApp(r['redirect_url']);
}
