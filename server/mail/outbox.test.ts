import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer, readLatestOutboxCode, readOutbox } from './outbox';

describe('R-SRV-19 outbox mailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('writes one JSON file per message and finds the newest code per address', async () => {
    const mailer = createOutboxMailer(join(dir, 'nested'), () => Date.UTC(2026, 10, 22));
    await mailer.send({ to: 'a@demo.desk', subject: 'Code', text: 'Your sign-in code is 111111.' });
    await mailer.send({ to: 'b@demo.desk', subject: 'Code', text: 'Your sign-in code is 222222.' });
    await mailer.send({ to: 'A@demo.desk', subject: 'Code', text: 'Your sign-in code is 012345.' });

    const all = await readOutbox(join(dir, 'nested'));
    expect(all).toHaveLength(3);
    expect(all[0]).toEqual({
      to: 'a@demo.desk',
      subject: 'Code',
      text: 'Your sign-in code is 111111.',
      sentAt: '2026-11-22T00:00:00.000Z',
    });
    expect(await readLatestOutboxCode(join(dir, 'nested'), 'a@demo.desk')).toBe('012345');
    expect(await readLatestOutboxCode(join(dir, 'nested'), 'b@demo.desk')).toBe('222222');
    expect(await readLatestOutboxCode(join(dir, 'nested'), 'c@demo.desk')).toBeNull();
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readLatestOutboxCode(join(dir, 'missing'), 'a@demo.desk')).toBeNull();
  });
});
