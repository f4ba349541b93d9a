// Input validation patterns of spec 5: email, IP addresses and CIDR lists.

/**
 * R-VAL-1: local part of letters, digits and # . _ % + -, then '@', a domain of letters, digits,
 * dots and hyphens, then '.' and a top-level domain of 2 to 63 letters. ASCII only.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9#._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;

export function isEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

const H16 = '[0-9A-Fa-f]{1,4}';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Dotted quad, no leading zeros (010.0.0.1 is refused: it is ambiguous with octal). */
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`;
const LS32 = `(?:${H16}:${H16}|${IPV4})`;
/** Up to n+1 groups before '::' (RFC 3986 `[ *n( h16 ":" ) h16 ]`). */
const before = (n: number): string => `(?:(?:${H16}:){0,${n}}${H16})?`;
/** IPv6 per the RFC 3986 grammar: full, '::'-compressed, and with an embedded IPv4 tail. */
const IPV6 = `(?:${[
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `${before(0)}::(?:${H16}:){4}${LS32}`,
  `${before(1)}::(?:${H16}:){3}${LS32}`,
  `${before(2)}::(?:${H16}:){2}${LS32}`,
  `${before(3)}::${H16}:${LS32}`,
  `${before(4)}::${LS32}`,
  `${before(5)}::${H16}`,
  `${before(6)}::`,
].join('|')})`;

/** R-VAL-2: one pattern for an IPv4 or an IPv6 address (no zone id, no prefix). */
export const IP_ADDRESS_PATTERN = new RegExp(`^(?:${IPV4}|${IPV6})$`);

export function isIpAddress(s: string): boolean {
  return IP_ADDRESS_PATTERN.test(s);
}

/** IPv4 prefix 1-32; IPv6 prefix 1-128 (/0, "everything", is refused for both). */
const IPV4_PREFIX = '(?:3[0-2]|[12]\\d|[1-9])';
const IPV6_PREFIX = '(?:12[0-8]|1[01]\\d|[1-9]\\d|[1-9])';
const CIDR_ITEM = `(?:${IPV4}(?:/${IPV4_PREFIX})?|${IPV6}(?:/${IPV6_PREFIX})?)`;

/**
 * R-VAL-3: one or more addresses, each with an optional CIDR prefix, separated by commas
 * (spaces around commas and at the ends allowed). Empty items are refused.
 */
export const IP_CIDR_LIST_PATTERN = new RegExp(`^\\s*${CIDR_ITEM}(?:\\s*,\\s*${CIDR_ITEM})*\\s*$`);

export function isIpCidrList(s: string): boolean {
  return IP_CIDR_LIST_PATTERN.test(s);
}
