/**
 * A change to a live item put live at a time (issue 35; server content/scheduled-changes.ts): the
 * editor's "Schedule change…" sends the form as an edit with its time, and the Status box says when
 * the change goes live, with a way to take it back. The live item stays as it is until then.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledChangeResponse } from '@vyoma/contract';
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { toast } from '~/components/ui/Toast.tsx';
import { apiRequest, messageOr } from '~/lib/api.ts';
import { formatInZone } from '~/lib/zonedTime.ts';
import { contentApiUrl } from '../components/contentTypes.ts';
import { scheduleQuery } from '../components/queries.ts';

/** Whether a type's items can have a change scheduled from its form (the JSON API's, with history). */
export const schedulesChanges = (type: ContentTypeDeclaration, sendsFiles: boolean) =>
  Boolean(type.api.scheduledChange) && type.workflow === 'publish' && type.revisions && !sendsFiles;

const url = (type: ContentTypeDeclaration, id: string) => contentApiUrl(type.api.scheduledChange!, { id });

const changeKey = (type: ContentTypeDeclaration, id: string) => ['scheduled-change', type.name, id] as const;

export const scheduledChangeQuery = (type: ContentTypeDeclaration, id: string) =>
  queryOptions({
    queryKey: changeKey(type, id),
    queryFn: async ({ signal }) =>
      (await apiRequest<ScheduledChangeResponse>(url(type, id), { signal })).data,
  });

/** After the item's scheduled change is kept or taken back: its line in the Status box, and the Schedule. */
export const changeSettled = (queryClient: QueryClient, type: ContentTypeDeclaration, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: changeKey(type, id) }),
    queryClient.invalidateQueries({ queryKey: scheduleQuery().queryKey }),
  ]);

/**
 * "Schedule change": keeps the form's edit (a save's JSON body with `publishAt`) as the item's
 * scheduled change. `isPending` counts as the form being busy.
 */
export function useScheduleChange(type: ContentTypeDeclaration, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: object) =>
      (await apiRequest<ScheduledChangeResponse>(url(type, id), { method: 'PUT', body })).data,
    onSuccess: () => changeSettled(queryClient, type, id),
  });
}

/** The Status box's line about the item's scheduled change, with "Take back" (nothing when none). */
export function ScheduledChangeNotice({
  type,
  id,
  live,
  zone,
}: {
  type: ContentTypeDeclaration;
  id: string;
  /** Only a live item has changes scheduled. */
  live: boolean;
  zone: string;
}) {
  const queryClient = useQueryClient();
  const change = useQuery({ ...scheduledChangeQuery(type, id), enabled: live }).data;
  const takeBack = useMutation({
    mutationFn: () => apiRequest(url(type, id), { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('The scheduled change was taken back.');
      return changeSettled(queryClient, type, id);
    },
    onError: (error) => toast.error(messageOr(error, 'The scheduled change could not be taken back.')),
  });
  if (!live || !change?.publishAt) return null;
  return (
    <div className="publish-status publish-status--change">
      <p>
        A change goes live {formatInZone(change.publishAt, zone)} ({zone})
        {change.savedBy ? `, scheduled by ${change.savedBy}` : ''}. Until then visitors see the{' '}
        {type.label.one} as it is live; an Update before then is replaced by the change at its time.
      </p>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        onClick={() => takeBack.mutate()}
        disabled={takeBack.isPending}
      >
        Take back the change
      </button>
    </div>
  );
}
