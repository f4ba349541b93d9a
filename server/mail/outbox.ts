// Development mail transport: one JSON file per message in a folder, which the developer,
// the tests and the end-to-end harness read. readLatestOutboxCode finds the newest code;
// outboxNotice is the plain line `npm start` prints for each message as it is sent.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer';

export interface OutboxFile extends MailMessage {
  readonly sentAt: string;
}

let sequence = 0;

/** Names sort by wall-clock time, then by a per-process counter for messages in the same ms. */
function fileName(): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = Date.now().toString().padStart(15, '0');
  return `${stamp}-${sequence.toString().padStart(6, '0')}-${process.pid}.json`;
}

/** The 6-digit code of a message's text (sign-in and account codes), or null. */
function codeOf(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

const LINK = /\bhttps?:\/\/\S+[^\s.,;:!?)]/g;

/**
 * The line to print for a message written to the outbox, so a developer needs no log search:
 * "Email code for trader@demo.desk: 123456", or for a message carrying a link instead
 * (password reset, email verification) "Email link for …: <url>". Null when it has neither.
 * Digits inside a link (a token) are not a code.
 */
export function outboxNotice(message: MailMessage): string | null {
  const code = codeOf(message.text.replace(LINK, ' '));
  if (code !== null) return `Email code for ${message.to}: ${code}`;
  const link = message.text.match(LINK)?.[0];
  return link === undefined ? null : `Email link for ${message.to}: ${link}`;
}

/** `onSent` hears each message once its file is written (main prints outboxNotice of it). */
export function createOutboxMailer(
  outboxDir: string,
  now: () => number = Date.now,
  onSent?: (message: MailMessage) => void,
): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'outbox',
    async send(message) {
      ready ??= mkdir(outboxDir, { recursive: true });
      await ready;
      const file: OutboxFile = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        sentAt: new Date(now()).toISOString(),
      };
      const name = fileName();
      // Write then rename, so a reader never sees half a file.
      await writeFile(join(outboxDir, `.${name}.tmp`), JSON.stringify(file, null, 2));
      await rename(join(outboxDir, `.${name}.tmp`), join(outboxDir, name));
      onSent?.(file);
    },
    close: async () => undefined,
  };
}

/** Every message to `email` (case-insensitive), oldest first. */
export async function readOutbox(outboxDir: string, email?: string): Promise<OutboxFile[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir))
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxFile,
    ),
  );
  const wanted = email?.toLowerCase();
  return wanted === undefined ? files : files.filter((file) => file.to.toLowerCase() === wanted);
}

/** The 6-digit code of the newest message to `email`, or null when there is none. */
export async function readLatestOutboxCode(
  outboxDir: string,
  email: string,
): Promise<string | null> {
  const messages = await readOutbox(outboxDir, email);
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const code = codeOf(messages[i]?.text ?? '');
    if (code !== null) return code;
  }
  return null;
}
