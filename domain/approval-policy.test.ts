import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultRequirement,
  firstMatchingRule,
  requirementFor,
  ruleMatches,
  type ApprovalPolicyRule,
} from './approval-policy';

const rule = (over: Partial<ApprovalPolicyRule>): ApprovalPolicyRule => ({
  kind: '*',
  asset: '*',
  min_amount_usd: null,
  max_amount_usd: null,
  destination_type: 'any',
  account_id: null,
  min_approvers: 1,
  approver_roles: ['approver'],
  approver_user_ids: [],
  ...over,
});

describe('R-APPR-15 approval policy rules: the first match wins, else the default', () => {
  it('R-APPR-15 matches on kind, asset, destination and account, each open when left at * / any / null', () => {
    const subject = {
      kind: 'withdrawal',
      asset: 'BTC',
      amount_usd: '100',
      destination_type: 'external',
      account_id: 7,
    } as const;
    expect(ruleMatches(rule({}), subject)).toBe(true);
    expect(ruleMatches(rule({ kind: 'withdrawal' }), subject)).toBe(true);
    expect(ruleMatches(rule({ kind: 'custody_send' }), subject)).toBe(false);
    expect(ruleMatches(rule({ asset: 'BTC' }), subject)).toBe(true);
    expect(ruleMatches(rule({ asset: 'ETH' }), subject)).toBe(false);
    expect(ruleMatches(rule({ destination_type: 'external' }), subject)).toBe(true);
    expect(ruleMatches(rule({ destination_type: 'whitelisted' }), subject)).toBe(false);
    expect(ruleMatches(rule({ account_id: 7 }), subject)).toBe(true);
    expect(ruleMatches(rule({ account_id: 8 }), subject)).toBe(false);
    // An administrative request has no asset, destination or account: set conditions miss it.
    expect(ruleMatches(rule({ asset: 'BTC' }), { kind: 'user_roles' })).toBe(false);
    expect(ruleMatches(rule({ destination_type: 'internal' }), { kind: 'user_roles' })).toBe(false);
    expect(ruleMatches(rule({}), { kind: 'user_roles' })).toBe(true);
  });

  it('R-APPR-15 amount bands include the lower bound and exclude the upper; a band never matches a request without an amount', () => {
    const band = rule({ min_amount_usd: '1000', max_amount_usd: '5000' });
    const at = (amount_usd: string | null) => ruleMatches(band, { kind: 'withdrawal', amount_usd });
    expect(at('999.999999')).toBe(false);
    expect(at('1000')).toBe(true);
    expect(at('1000.000')).toBe(true);
    expect(at('4999.99')).toBe(true);
    expect(at('5000')).toBe(false);
    expect(at(null)).toBe(false);
    expect(ruleMatches(rule({ min_amount_usd: '0' }), { kind: 'user_roles' })).toBe(false);
    expect(
      ruleMatches(rule({ max_amount_usd: '10' }), { kind: 'withdrawal', amount_usd: '0' }),
    ).toBe(true);
  });

  it('R-APPR-15 band membership agrees with min <= amount < max for any integers (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
        fc.integer({ min: 0, max: 1e9 }),
        (min, max, amount) => {
          const matched = ruleMatches(
            rule({
              min_amount_usd: min === null ? null : String(min),
              max_amount_usd: max === null ? null : String(max),
            }),
            { kind: 'withdrawal', amount_usd: String(amount) },
          );
          return matched === ((min === null || amount >= min) && (max === null || amount < max));
        },
      ),
    );
  });

  it('R-APPR-15 the first matching rule in order wins; with none the default of the kind’s family applies', () => {
    const rules = [
      rule({ kind: 'withdrawal', min_amount_usd: '10000', min_approvers: 3 }),
      rule({ kind: 'withdrawal', min_approvers: 2 }),
      rule({ min_approvers: 1, approver_roles: ['admin'] }),
    ];
    expect(firstMatchingRule(rules, { kind: 'withdrawal', amount_usd: '50000' })).toBe(rules[0]);
    expect(firstMatchingRule(rules, { kind: 'withdrawal', amount_usd: '50' })).toBe(rules[1]);
    expect(firstMatchingRule(rules, { kind: 'user_roles' })).toBe(rules[2]);
    expect(requirementFor([], { kind: 'user_roles' })).toEqual({
      rule: null,
      requirement: { min_approvers: 1, approver_roles: ['admin'], approver_user_ids: [] },
    });
    expect(defaultRequirement('withdrawal')).toEqual({
      min_approvers: 1,
      approver_roles: ['approver'],
      approver_user_ids: [],
    });
    expect(defaultRequirement('whitelist_address').approver_roles).toEqual(['approver']);
    expect(defaultRequirement('feature_flags').approver_roles).toEqual(['admin']);
  });
});
