// R-SECH-12: CI's supply-chain steps (scripts/supply-chain.mjs): the lockfile check on the real
// lockfile and on broken copies, and the audit filter with documented exceptions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockfileProblems, unexcusedAdvisories } from '../../scripts/supply-chain.mjs';

const root = new URL('../..', import.meta.url).pathname;
const read = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${root}${name}`, 'utf8')) as Record<string, unknown>;

describe('R-SECH-12 supply chain', () => {
  it('R-SECH-12: the committed lockfile matches package.json and pins every package', () => {
    expect(lockfileProblems(read('package-lock.json'), read('package.json'))).toEqual([]);
  });

  it('R-SECH-12: a drifted, unpinned or foreign-registry lockfile is refused', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, Record<string, unknown>>;
    };
    const pkg = read('package.json') as { dependencies: Record<string, string> };
    const drifted = { ...pkg, dependencies: { ...pkg.dependencies, fastify: '^4.0.0' } };
    expect(lockfileProblems(lock, drifted).join('\n')).toMatch(/dependencies\.fastify/);
    const tampered = structuredClone(lock);
    const fastify = tampered.packages['node_modules/fastify'] ?? {};
    delete fastify['integrity'];
    fastify['resolved'] = 'https://evil.example/fastify-5.12.8.tgz';
    const problems = lockfileProblems(tampered, pkg).join('\n');
    expect(problems).toMatch(/node_modules\/fastify: no sha512 integrity/);
    expect(problems).toMatch(/node_modules\/fastify: resolved from https:\/\/evil\.example/);
  });

  it('R-SECH-12: high and critical advisories fail unless excused with a reason until a date', () => {
    const report = {
      vulnerabilities: {
        a: {
          via: [
            {
              name: 'a',
              severity: 'high',
              title: 'Prototype pollution',
              url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
            },
          ],
        },
        b: { via: ['a', { name: 'b', severity: 'moderate', url: 'x', title: 'minor' }] },
      },
    };
    expect(unexcusedAdvisories(report, [], '2026-11-25').map((a) => a.advisory)).toEqual([
      'GHSA-aaaa-bbbb-cccc',
    ]);
    const excused = [
      {
        advisory: 'GHSA-aaaa-bbbb-cccc',
        package: 'a',
        reason: 'dev server only',
        until: '2026-12-31',
      },
    ];
    expect(unexcusedAdvisories(report, excused, '2026-11-25')).toEqual([]);
    // An expired exception, or one without a reason, excuses nothing.
    expect(unexcusedAdvisories(report, excused, '2027-01-01')).toHaveLength(1);
    expect(
      unexcusedAdvisories(report, [{ ...excused[0]!, reason: ' ' }], '2026-11-25'),
    ).toHaveLength(1);
    // An audit that could not run is not a clean audit.
    expect(() => unexcusedAdvisories({ error: { summary: '' } }, [], '2026-11-25')).toThrow(
      /did not run/,
    );
  });

  it('R-SECH-12: the documented exceptions are well formed', () => {
    const { exceptions } = read('audit-exceptions.json') as { exceptions: unknown[] };
    for (const e of exceptions as Record<string, unknown>[]) {
      expect(String(e['advisory'])).toMatch(/^GHSA-/);
      expect(String(e['reason']).trim()).not.toBe('');
      expect(String(e['until'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
