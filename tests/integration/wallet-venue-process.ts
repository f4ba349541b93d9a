// The venue as its own process for the wallet durability test (wallet-durability.test.ts):
// createApp on a persisted PGlite folder, listening on PORT, with a short candle history and a
// fast simulated chain so a start takes little time. Members of the test (one trader, several
// approvers, email factors) are added once. Prints READY when it listens.
import { createApp } from '../../server/app';
import { TEST_CSRF_KEY, TEST_PASSWORD_COST } from '../../server/testing/test-app';
import { hashPassword } from '../../server/auth/passwords';
import { addMember, TEST_SECRET_KEY } from '../../server/testing/approvals';

/** The password of every member of the test. */
export const DURABILITY_PASSWORD = 'Durable-Wallet-Test-2026!';

const dataDir = process.env['DATA_DIR'] ?? '';
const outboxDir = process.env['OUTBOX_DIR'] ?? '';
const port = Number(process.env['PORT'] ?? 0);
export const DURABILITY_APPROVERS = 6;

const venue = await createApp({
  dataDir,
  outboxDir,
  logger: false,
  secretKey: TEST_SECRET_KEY,
  // Server-issued CSRF values (docs/security.md): the test signs requests with TEST_CSRF.
  csrfKey: TEST_CSRF_KEY,
  passwordCost: TEST_PASSWORD_COST,
  marketHistoryMinutes: 5,
  marketAutostart: false,
  walletBlockMillis: 40,
});
const emails = [
  'durable-trader@test.desk',
  ...Array.from({ length: DURABILITY_APPROVERS }, (_, i) => `durable-approver${i}@test.desk`),
];
const missing = [];
for (const email of emails)
  if (
    !(await venue.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
  )
    missing.push(email);
if (missing.length > 0) {
  // One password hash for all (hashing is slow on purpose).
  const hash = await hashPassword(DURABILITY_PASSWORD, TEST_PASSWORD_COST);
  for (const email of missing) {
    const member = await addMember(venue, [email.includes('trader') ? 'trader' : 'approver'], {
      email,
    });
    await venue.db
      .updateTable('users')
      .set({ password_hash: hash })
      .where('id', '=', member.id)
      .execute();
  }
}
await venue.app.listen({ host: '127.0.0.1', port });
process.stdout.write('READY\n');
