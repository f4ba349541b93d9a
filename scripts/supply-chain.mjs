// Supply-chain checks of CI (issue 21, R-SECH-12), run by .ci/run after `npm ci`:
//   node scripts/supply-chain.mjs lockfile  - package-lock.json is in sync with package.json,
//                                             every package pinned by a sha512 integrity and
//                                             fetched from the public npm registry only;
//   node scripts/supply-chain.mjs audit     - `npm audit --omit=dev` finds no high or critical
//                                             advisory except those excused, with a reason and an
//                                             end date, in audit-exceptions.json.
// The checks are pure functions (tested by tests/lint/supply-chain.test.ts); the command line
// only reads files and runs npm.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REGISTRY = 'https://registry.npmjs.org/';
const BLOCKING = new Set(['high', 'critical']);

/** Why the lockfile cannot be trusted as it is; empty when it can. */
export function lockfileProblems(lock, pkg) {
  const problems = [];
  if (lock.lockfileVersion !== 3)
    problems.push(`lockfileVersion ${lock.lockfileVersion}, expected 3`);
  const root = lock.packages?.[''] ?? {};
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const wanted = pkg[field] ?? {};
    const locked = root[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)]))
      if (wanted[name] !== locked[name])
        problems.push(
          `${field}.${name}: package.json ${wanted[name]} but lockfile ${locked[name]}`,
        );
  }
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path === '' || entry.link === true) continue;
    if (typeof entry.integrity !== 'string' || !entry.integrity.startsWith('sha512-'))
      problems.push(`${path}: no sha512 integrity`);
    if (entry.resolved !== undefined && !String(entry.resolved).startsWith(REGISTRY))
      problems.push(`${path}: resolved from ${entry.resolved}, not ${REGISTRY}`);
  }
  return problems;
}

/** The advisory id (GHSA-…) of an advisory URL, else the URL. */
export const advisoryId = (url) =>
  /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/i.exec(url)?.[0] ?? url;

/**
 * High and critical advisories of an `npm audit --json` report that no live exception excuses.
 * An exception names the advisory id, the package, a reason, and `until` (YYYY-MM-DD) after which
 * it no longer counts.
 */
export function unexcusedAdvisories(report, exceptions, today) {
  // An audit that did not run (registry error, offline) must not pass as a clean one.
  if (report.error !== undefined || typeof report.vulnerabilities !== 'object')
    throw new Error(
      `npm audit did not run: ${JSON.stringify(report.error ?? report).slice(0, 300)}`,
    );
  const live = new Set(
    exceptions
      .filter((e) => typeof e.reason === 'string' && e.reason.trim() !== '' && e.until >= today)
      .map((e) => `${e.package}|${e.advisory}`),
  );
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = advisoryId(String(via.url ?? via.source));
      if (live.has(`${via.name}|${id}`)) continue;
      found.set(`${via.name}|${id}`, {
        package: via.name,
        advisory: id,
        severity: via.severity,
        title: via.title,
      });
    }
  }
  return [...found.values()];
}

function main(command) {
  const root = new URL('..', import.meta.url).pathname;
  const readJson = (name) => JSON.parse(readFileSync(join(root, name), 'utf8'));
  if (command === 'lockfile') {
    const problems = lockfileProblems(readJson('package-lock.json'), readJson('package.json'));
    for (const p of problems) console.error(`lockfile: ${p}`);
    if (problems.length > 0) process.exit(1);
    console.log('lockfile: in sync, every package pinned by integrity, npm registry only');
    return;
  }
  if (command === 'audit') {
    let raw;
    try {
      raw = execFileSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      // npm audit exits non-zero when it finds anything; its JSON is still on stdout.
      raw = error.stdout;
      if (!raw) throw error;
    }
    const { exceptions } = readJson('audit-exceptions.json');
    const today = new Date().toISOString().slice(0, 10);
    let left;
    try {
      left = unexcusedAdvisories(JSON.parse(raw), exceptions, today);
    } catch (error) {
      // Where the registry has no audit service (a mirror answering 405), --if-available says
      // so loudly and goes on; without the flag an audit that did not run fails.
      if (!process.argv.includes('--if-available')) throw error;
      console.warn(`audit: SKIPPED, the registry gave no audit: ${error.message}`);
      return;
    }
    for (const a of left)
      console.error(`audit: ${a.severity} ${a.package} ${a.advisory} ${a.title}`);
    if (left.length > 0) process.exit(1);
    console.log(
      `audit: no high or critical advisory in production dependencies (${exceptions.length} documented exception(s))`,
    );
    return;
  }
  console.error('usage: node scripts/supply-chain.mjs lockfile|audit');
  process.exit(2);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) main(process.argv[2]);
