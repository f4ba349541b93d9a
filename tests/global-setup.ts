// Builds the migrated PGlite image once per unit run (server/testing/pglite-image.ts); the
// test workers, forked after this, find its path in their environment.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMigratedImage, PGLITE_IMAGE_ENV } from '../server/testing/pglite-image';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-unit-image-'));
  const path = join(dir, 'migrated.tar');
  const image = await buildMigratedImage();
  await writeFile(path, image);
  process.env[PGLITE_IMAGE_ENV] = path;
  return () => rm(dir, { recursive: true, force: true });
}
