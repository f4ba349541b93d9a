// Network-correct addresses (docs/wallet.md "Addresses"): validation of a withdrawal
// destination or whitelist entry per network format, and the derivation of stable deposit
// addresses. Bitcoin: bech32 segwit v0 (bc1q…) or base58check P2PKH/P2SH (1…, 3…); EVM:
// 0x + 40 hex digits; Solana: base58 of 32 bytes; Tron: base58check of 0x41 + 20 bytes (T…).
import { createHash } from 'node:crypto';
import type { AddressFormat } from '../../domain/wallet';

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

// ---- base58 / base58check ----

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

export function base58Decode(text: string): Uint8Array | null {
  let n = 0n;
  for (const ch of text) {
    const digit = B58.indexOf(ch);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (n > 0n) {
    body.unshift(Number(n % 256n));
    n /= 256n;
  }
  let zeros = 0;
  for (const ch of text) {
    if (ch !== '1') break;
    zeros++;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

const checksum = (payload: Uint8Array): Buffer => sha256(sha256(payload)).subarray(0, 4);

export function base58CheckEncode(payload: Uint8Array): string {
  return base58Encode(Buffer.concat([payload, checksum(payload)]));
}

/** The payload of a base58check string, or null when it does not decode or check. */
export function base58CheckDecode(text: string): Uint8Array | null {
  const raw = base58Decode(text);
  if (!raw || raw.length < 5) return null;
  const payload = raw.subarray(0, raw.length - 4);
  return Buffer.from(raw.subarray(raw.length - 4)).equals(checksum(payload)) ? payload : null;
}

// ---- bech32 (BIP 173), segwit v0 only ----

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i] ?? 0;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string): number[] => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

function convertBits(data: readonly number[], from: number, to: number, pad: boolean) {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad && bits > 0) out.push((acc << (to - bits)) & max);
  else if (!pad && (bits >= from || ((acc << (to - bits)) & max) !== 0)) return null;
  return out;
}

export function segwitV0Encode(hrp: string, program: Uint8Array): string {
  const data = [0, ...(convertBits([...program], 8, 5, true) ?? [])];
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const check = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...check].map((d) => CHARSET[d]).join('')}`;
}

function isSegwitV0(text: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || lower.slice(0, sep) !== 'bc' || lower.length > 90) return false;
  const data = [...lower.slice(sep + 1)].map((c) => CHARSET.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  if (polymod([...hrpExpand('bc'), ...data]) !== 1) return false;
  const [version, ...rest] = data.slice(0, -6);
  if (version !== 0) return false;
  const program = convertBits(rest, 5, 8, false);
  return program !== null && (program.length === 20 || program.length === 32);
}

// ---- per format ----

/** Whether `address` is a valid address of a network written in `format`. */
export function isValidAddress(format: AddressFormat, address: string): boolean {
  switch (format) {
    case 'bitcoin': {
      if (/^bc1/i.test(address)) return isSegwitV0(address);
      if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return false;
      const payload = base58CheckDecode(address);
      return payload !== null && payload.length === 21 && (payload[0] === 0 || payload[0] === 5);
    }
    case 'evm':
      return /^0x[0-9a-fA-F]{40}$/.test(address);
    case 'solana': {
      if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false;
      return base58Decode(address)?.length === 32;
    }
    case 'tron': {
      if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
      const payload = base58CheckDecode(address);
      return payload !== null && payload.length === 21 && payload[0] === 0x41;
    }
  }
}

/**
 * The stable deposit address of a subaccount for a token on a network: derived from the
 * three, so it is the same after a restart and unique per (subaccount, token, network).
 */
export function depositAddressFor(
  format: AddressFormat,
  subaccountId: number,
  token: string,
  network: string,
): string {
  const seed = sha256(`desk-deposit:${subaccountId}:${token}:${network}`);
  switch (format) {
    case 'bitcoin':
      return segwitV0Encode('bc', seed.subarray(0, 20));
    case 'evm':
      return `0x${seed.subarray(0, 20).toString('hex')}`;
    case 'solana':
      return base58Encode(seed);
    case 'tron':
      return base58CheckEncode(Buffer.concat([Buffer.from([0x41]), seed.subarray(0, 20)]));
  }
}

/** A simulated transaction hash: deterministic from what it is (kind, id, attempt). */
export function simulatedHash(format: AddressFormat, what: string): string {
  const digest = sha256(`desk-chain:${what}`).toString('hex');
  return format === 'evm' ? `0x${digest}` : digest;
}
