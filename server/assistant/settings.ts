// A user's assistant settings (spec 3.9 defaults until they change them). What each one changes
// is in docs/assistant.md "Settings".
import type { Kysely } from 'kysely';
import {
  CONTEXT_WINDOWS,
  DEFAULT_ASSISTANT_SETTINGS,
  MODEL_PROFILES,
  NEWS_PROFILES,
  RESPONSE_LENGTHS,
  RESPONSE_STYLES,
  type AssistantSettings,
} from '../../domain/assistant';
import { normalizeDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { loadSettingsRow, saveSettingsRow } from './store';

const pick = <T extends string | number>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

export async function loadSettings(
  db: Kysely<Database>,
  userId: number,
): Promise<AssistantSettings> {
  const row = await loadSettingsRow(db, userId);
  if (!row) return DEFAULT_ASSISTANT_SETTINGS;
  const d = DEFAULT_ASSISTANT_SETTINGS;
  return {
    news_profile: pick(NEWS_PROFILES, row.news_profile, d.news_profile),
    model_profile: pick(MODEL_PROFILES, row.model_profile, d.model_profile),
    temperature: normalizeDecimal(row.temperature),
    context_window: pick(CONTEXT_WINDOWS, row.context_window, d.context_window),
    response_style: pick(RESPONSE_STYLES, row.response_style, d.response_style),
    response_length: pick(RESPONSE_LENGTHS, row.response_length, d.response_length),
  };
}

/** JSON schema of a settings change: any subset of the fields. */
export const settingsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    news_profile: { type: 'string', enum: [...NEWS_PROFILES] },
    model_profile: { type: 'string', enum: [...MODEL_PROFILES] },
    temperature: { type: 'string', pattern: '^(0(\\.[0-9]{1,2})?|1(\\.0{1,2})?)$' },
    context_window: { type: 'string', enum: [...CONTEXT_WINDOWS] },
    response_style: { type: 'string', enum: [...RESPONSE_STYLES] },
    response_length: { type: 'integer', enum: [...RESPONSE_LENGTHS] },
  },
} as const;

export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  change: Partial<AssistantSettings>,
  at: Date,
): Promise<AssistantSettings> {
  const next = { ...(await loadSettings(db, userId)), ...change };
  await saveSettingsRow(
    db,
    userId,
    { ...next, temperature: normalizeDecimal(next.temperature) },
    at,
  );
  return loadSettings(db, userId);
}
