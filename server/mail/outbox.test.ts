import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer';
import { createOutboxMailer, outboxNotice, readLatestOutboxCode, readOutbox } from './outbox';

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

describe('R-SRV-19 outbox notices printed by npm start', () => {
  const mail = (text: string): MailMessage => ({ to: 'trader@demo.desk', subject: 'x', text });

  it('prints the code of a code message plainly', () => {
    expect(
      outboxNotice(
        mail('Your sign-in code is 123456. It is valid for 10 minutes and can be used once.'),
      ),
    ).toBe('Email code for trader@demo.desk: 123456');
    expect(outboxNotice(mail('Your code is 012345.'))).toBe(
      'Email code for trader@demo.desk: 012345',
    );
  });

  it('prints the link of a link message, without trailing punctuation or taking its digits', () => {
    expect(
      outboxNotice(
        mail('Open this link:\n\nhttp://localhost:8080/reset_password?token=ab-123456-cd\n\nBye.'),
      ),
    ).toBe(
      'Email link for trader@demo.desk: http://localhost:8080/reset_password?token=ab-123456-cd',
    );
    expect(outboxNotice(mail('Reset it at http://localhost:8080/reset_password.'))).toBe(
      'Email link for trader@demo.desk: http://localhost:8080/reset_password',
    );
    expect(outboxNotice(mail('Nothing to act on.'))).toBeNull();
  });

  it('hands each written message to onSent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
    try {
      const sent: MailMessage[] = [];
      const mailer = createOutboxMailer(
        dir,
        () => 0,
        (message) => sent.push(message),
      );
      await mailer.send(mail('Your sign-in code is 654321.'));
      expect(sent.map(outboxNotice)).toEqual(['Email code for trader@demo.desk: 654321']);
      expect(await readLatestOutboxCode(dir, 'trader@demo.desk')).toBe('654321');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
