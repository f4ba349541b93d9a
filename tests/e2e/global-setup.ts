// Seeds the demo venue once per e2e run and hands its database image to every file: each
// file's venue starts from a copy (startVenue), so the 180-day demo seed is paid once instead
// of once per file. The image is of a venue that never served a request; a later start is a
// restart of it (what `npm start` does over an existing data folder).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';
import { TEST_PASSWORD_COST } from '../../server/testing/test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database image (a PGlite data-dir tarball) and the key it was made with. */
    e2eDatabase: { readonly imagePath: string; readonly secretKeyHex: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-e2e-image-'));
  const secretKey = randomBytes(32);
  const outboxDir = join(dir, 'outbox');
  const venue = await createApp({
    logger: false,
    outboxDir,
    secretKey,
    // The seeded users' passwords are hashed at the test cost; startVenue verifies at the same
    // one (see harness.ts).
    passwordCost: TEST_PASSWORD_COST,
    marketAutostart: false,
    walletAutostart: false,
    treasuryAutostart: false,
    reportsAutostart: false,
    workflowAutostart: false,
    autoflexAutostart: false,
  });
  const image = await venue.databaseImage();
  await venue.close();
  if (!image) throw new Error('the e2e venue has no embedded database');
  const imagePath = join(dir, 'demo.tar');
  await writeFile(imagePath, image);
  project.provide('e2eDatabase', { imagePath, secretKeyHex: secretKey.toString('hex') });
  return () => rm(dir, { recursive: true, force: true });
}
