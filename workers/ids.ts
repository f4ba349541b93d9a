// Random ids for tabs and core instances. randomUUID exists only in secure
// contexts, so plain http on a LAN address falls back to getRandomValues.
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
