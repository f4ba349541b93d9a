// Admin → Knowledge base (docs/assistant.md "Knowledge base"): the shipped articles and the
// entity's own (GET /api/assistant/admin/articles), and the calls that add one or edit, hide or
// show the entity's own. A change of content applies at once (audited), not by request.
// Framework-free.
import { ROLES, type Role } from '../../../domain/permissions';
import type { RestCall } from '../../../workers/api';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { listAt, optStr, record, str } from '../queries/json';

export const ADMIN_ARTICLES_PATH = '/api/assistant/admin/articles';

export interface EditorArticle {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly visibleTo: readonly Role[];
  readonly curated: boolean;
  readonly hidden: boolean;
  readonly shipped: boolean;
  readonly updatedBy: string | null;
}

const strings = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];

function articleOf(raw: unknown): EditorArticle {
  const o = record(raw, 'article');
  return {
    slug: str(o, 'slug'),
    title: str(o, 'title'),
    body: str(o, 'body'),
    tags: strings(o['tags']),
    visibleTo: strings(o['visible_to']).filter((r): r is Role =>
      (ROLES as readonly string[]).includes(r),
    ),
    curated: o['curated'] === true,
    hidden: o['hidden'] === true,
    shipped: o['shipped'] === true,
    updatedBy: optStr(o, 'updated_by'),
  };
}

export const adminArticlesQuery = defineQuery(
  { key: ['admin', 'articles'], call: getCall(ADMIN_ARTICLES_PATH), invalidatedBy: ['assistant'] },
  (raw) => listAt(raw, 'articles', 'articles').map(articleOf),
);

export interface ArticleDraft {
  readonly title: string;
  readonly body: string;
  /** Comma-separated, as typed. */
  readonly tags: string;
  readonly visibleTo: readonly Role[];
  readonly curated: boolean;
}

export const tagsOf = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

const fields = (d: ArticleDraft) => ({
  title: d.title,
  body: d.body,
  tags: tagsOf(d.tags),
  visible_to: [...d.visibleTo],
  curated: d.curated,
});

export const createArticleCall = (slug: string, d: ArticleDraft): RestCall =>
  jsonCall('POST', ADMIN_ARTICLES_PATH, { slug, ...fields(d) });

export const updateArticleCall = (slug: string, d: ArticleDraft): RestCall =>
  jsonCall('PUT', `${ADMIN_ARTICLES_PATH}/${slug}`, fields(d));

export const setHiddenCall = (slug: string, hidden: boolean): RestCall =>
  jsonCall('PUT', `${ADMIN_ARTICLES_PATH}/${slug}`, { hidden });

/** "Admins, viewers" or "Every member". */
export function visibilityText(roles: readonly string[]): string {
  if (roles.length === 0) return 'Every member';
  return roles.map((r) => `${r.charAt(0).toUpperCase()}${r.slice(1)}s`).join(', ');
}
