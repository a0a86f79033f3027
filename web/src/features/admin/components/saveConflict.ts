/**
 * The two refusals (409) a post or product save can get: its URL name belongs to another item, or
 * someone saved a newer version since the form was loaded (docs: PLAN "Publishing").
 */
import { ApiError } from '~/lib/api.ts';

export type SaveConflict = 'slug' | 'version';

export function conflictOf(error: unknown): SaveConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.fieldErrors.slug || /\b(slug|url name)\b/i.test(error.message)) return 'slug';
  return 'version';
}
