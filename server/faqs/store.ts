// "Was this helpful?" answers of FAQ articles (migration 052): one per user and article,
// changeable, with an optional comment.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface FeedbackSummary {
  readonly mine: boolean | null;
  readonly comment: string;
  readonly helpful: number;
  readonly notHelpful: number;
}

export async function saveFeedback(
  db: Kysely<Database>,
  row: { userId: number; slug: string; helpful: boolean; comment: string; at: Date },
): Promise<void> {
  const values = { helpful: row.helpful, comment: row.comment, updated_at: row.at };
  await db
    .insertInto('faq_feedback')
    .values({ user_id: row.userId, slug: row.slug, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'slug']).doUpdateSet(values))
    .execute();
}

export async function feedbackOf(
  db: Kysely<Database>,
  slug: string,
  userId: number,
): Promise<FeedbackSummary> {
  const rows = await db
    .selectFrom('faq_feedback')
    .select(['user_id', 'helpful', 'comment'])
    .where('slug', '=', slug)
    .execute();
  const mine = rows.find((r) => r.user_id === userId);
  return {
    mine: mine ? mine.helpful : null,
    comment: mine?.comment ?? '',
    helpful: rows.filter((r) => r.helpful).length,
    notHelpful: rows.filter((r) => !r.helpful).length,
  };
}
