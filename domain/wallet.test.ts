import { describe, expect, it } from 'vitest';
import { statusDisplayClass, statusLabel } from './status';
import {
  TRANSFER_ACCOUNT_KINDS,
  WALLET_TOKENS,
  WITHDRAWAL_CONFIRMATION_WAIT_MS,
  transferAccountKind,
  withdrawalDisplayStatus,
} from './wallet';

describe('R-WAL-21 withdrawal statuses in spec 4 display classes', () => {
  it('requested is pending (warning, "Request in progress"); broadcast and confirming are processing (neutral)', () => {
    expect(withdrawalDisplayStatus('requested')).toBe('pending');
    expect(statusLabel(withdrawalDisplayStatus('requested'), 'requested')).toBe(
      'Request in progress',
    );
    expect(statusDisplayClass(withdrawalDisplayStatus('broadcast'))).toBe('neutral');
    expect(statusDisplayClass(withdrawalDisplayStatus('confirming'))).toBe('neutral');
    expect(statusDisplayClass(withdrawalDisplayStatus('completed'))).toBe('success');
    expect(statusDisplayClass(withdrawalDisplayStatus('approved'))).toBe('success');
    for (const s of ['failed', 'rejected', 'cancelled'])
      expect(statusDisplayClass(withdrawalDisplayStatus(s))).toBe('error');
  });

  it('the 10-minute constant of spec 9 is the confirmation wait', () => {
    expect(WITHDRAWAL_CONFIRMATION_WAIT_MS).toBe(600_000);
  });
});

describe('R-WAL-22 transfer account kinds (spec 3.5) and the network catalogue', () => {
  it('maps a subaccount to Flex, Off Platform, DMA, Lending, Treasury, Internal or Staking', () => {
    expect(transferAccountKind(0, [])).toBe('DMA');
    expect(transferAccountKind(1, ['COLD'])).toBe('Treasury');
    expect(transferAccountKind(2, [])).toBe('Flex');
    expect(transferAccountKind(3, [])).toBe('Off Platform');
    expect(transferAccountKind(1, ['LENDING'])).toBe('Lending');
    expect(transferAccountKind(2, ['STAKING'])).toBe('Staking');
    expect(transferAccountKind(0, ['INTERNAL'])).toBe('Internal');
    expect(TRANSFER_ACCOUNT_KINDS).toHaveLength(7);
  });

  it('every network states fee limits with minFees ≤ maxFees, a minimum and confirmations', () => {
    for (const token of WALLET_TOKENS)
      for (const n of token.networks) {
        expect(Number(n.minFees)).toBeLessThanOrEqual(Number(n.maxFees));
        expect(Number(n.minAmount)).toBeGreaterThan(0);
        expect(n.confirmations).toBeGreaterThanOrEqual(1);
      }
  });
});
