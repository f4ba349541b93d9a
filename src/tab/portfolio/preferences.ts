// The portfolio's preference document on the server (docs/portfolio.md "Preferences"): read
// once when the portfolio opens, written after a preference change (debounced by the caller).
import type { RestCall } from '../../../workers/api';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { record } from '../queries/json';
import type { PreferenceDocument } from './state';

const PATH = '/uapi/v1/user_preferences/portfolio';

/** The stored document (null when the user never saved one). */
export const portfolioPreferencesQuery = defineQuery(
  { key: ['preferences', 'portfolio'], call: getCall(PATH), staleMillis: 60_000 },
  (raw: unknown): unknown => record(raw, 'preferences')['value'] ?? null,
);

/** Errors stay inline (no toast): the local copy keeps working without the server. */
export function savePortfolioPreferencesCall(doc: PreferenceDocument): RestCall {
  return jsonCall('PUT', PATH, { value: doc });
}
