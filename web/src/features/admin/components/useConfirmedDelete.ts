/**
 * The delete flow every admin list shares: ask with the spec's confirmation text, then delete and
 * report the outcome in a toast. Cancelling changes nothing.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';

export interface DeleteTexts {
  /** The confirmation question (MESSAGES.confirm.*). */
  confirm: string;
  success: string;
  /** A fallback used when the server sends no message, or a function choosing the text. */
  failure: string | ((error: unknown) => string);
}

export function useConfirmedDelete(remove: UseMutationResult<unknown, Error, string>, texts: DeleteTexts) {
  const { confirm, dialog } = useConfirm();
  const requestDelete = async (id: string) => {
    if (!(await confirm(texts.confirm))) return;
    remove.mutate(id, {
      onSuccess: () => toast.success(texts.success),
      onError: (error) =>
        toast.error(
          typeof texts.failure === 'function' ? texts.failure(error) : messageOr(error, texts.failure),
        ),
    });
  };
  const isDeleting = (id: string) => remove.isPending && remove.variables === id;
  return { requestDelete, isDeleting, dialog };
}
