// A migrated, empty PGlite database as an image, for test venues to start from. Creating a
// PGlite database runs initdb inside WebAssembly (about 3 s on a CI-sized machine); loading an
// image takes about a third of that, and most test files start one venue or more.
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';

/** Where the unit suite's global setup (tests/global-setup.ts) left the image, if it did. */
export const PGLITE_IMAGE_ENV = 'DESK_TEST_PGLITE_IMAGE';

/** A fresh in-memory database, migrated, dumped as an image. */
export async function buildMigratedImage(): Promise<Uint8Array> {
  const handle = await openDatabase({});
  try {
    await migrate(handle);
    const image = await handle.image();
    if (!image) throw new Error('PGlite gave no image');
    return image;
  } finally {
    await handle.close();
  }
}

let cached: Promise<Uint8Array> | undefined;

/** The migrated image: the global setup's file when there is one, else built once here. */
export function migratedImage(): Promise<Uint8Array> {
  const path = process.env[PGLITE_IMAGE_ENV];
  cached ??= path ? readFile(path) : buildMigratedImage();
  return cached;
}
