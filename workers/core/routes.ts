// Routes on which the periodic sync does not run: public, authentication and
// onboarding screens (spec 2.1, 2.2).
const EXCLUDED_EXACT = [
  '/login',
  '/logout',
  '/reset_password',
  '/user/otp_qrcode',
  '/signup',
  '/verify_email',
  '/docs/ems',
  '/change_password',
] as const;
const EXCLUDED_PREFIXES = ['/onboarding'] as const;

function pathOf(route: string): string {
  const cut = route.search(/[?#]/);
  const path = cut === -1 ? route : route.slice(0, cut);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isSyncExcludedRoute(route: string): boolean {
  const path = pathOf(route);
  if ((EXCLUDED_EXACT as readonly string[]).includes(path)) return true;
  return EXCLUDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix + '/'));
}
