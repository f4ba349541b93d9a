// Development mail transport: one JSON file per message in a folder, which the developer,
// the tests and the end-to-end harness read. readLatestOutboxCode finds the newest code.
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

export function createOutboxMailer(outboxDir: string, now: () => number = Date.now): Mailer {
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
    const match = /\b(\d{6})\b/.exec(messages[i]?.text ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}
