/**
 * Where a block's (or a menu entry's) link goes when it goes to a page or a post: chosen from them by
 * title and address, as a page's parent is (relation.ts), never typed as an id. A search box appears
 * once there are more than one request lists; the saved choice stays choosable when it is past them,
 * and one no longer there (deleted) says so.
 */
import { type ContentTypeDeclaration, LIST_SEARCH_MAX, PAGE_DOC, POST } from '@vyoma/contract/content-types';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { FormField } from '~/components/ui/FormField.tsx';
import { useDebounced } from '../../components/useDebounced.ts';
import { relationOptions, useChosenOption, useRelationItems } from './relation.ts';
import type { FormValues } from './values.ts';

/** The kinds of link a picker chooses for, and the type whose items it lists. */
export const PICKED_LINKS: Readonly<Record<string, ContentTypeDeclaration>> = { page: PAGE_DOC, post: POST };

export function LinkTargetSelect({
  kind,
  path,
  id,
  label,
  error,
  control,
}: {
  kind: keyof typeof PICKED_LINKS;
  /** The link's value in the form (`body.2.props.button`): its `to.target` is chosen here. */
  path: string;
  id: string;
  label: string;
  error?: string;
  control: Control<FormValues>;
}) {
  const target = PICKED_LINKS[kind]!;
  const { one, many } = target.label;
  const [find, setFind] = useState('');
  const search = useDebounced(find.trim());
  const items = useRelationItems(target);
  const found = useRelationItems(target, search !== '', search);
  const chosenOption = useChosenOption(target);
  const answer = search === '' ? items.data : found.data;
  const searchable = find !== '' || (items.data !== undefined && items.data.total > items.data.data.length);
  const hint =
    items.isError || found.isError
      ? `${many[0]!.toUpperCase()}${many.slice(1)} could not be loaded. Reload the page to try again.`
      : search !== '' && answer?.total === 0
        ? `No ${one} has “${search}” in its title or address.`
        : `A link to a ${one} that is not published shows nothing until it is.`;
  const targetPath: string = `${path}.to.target`;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <>
          {searchable && (
            <input
              type="search"
              className="input relation-find"
              aria-label={`Find a ${one} by title or address`}
              aria-controls={id}
              placeholder={`Find a ${one} by title or address`}
              maxLength={LIST_SEARCH_MAX}
              value={find}
              onChange={(event) => setFind(event.target.value)}
            />
          )}
          <Controller
            control={control}
            name={targetPath as never}
            render={({ field: choice }) => {
              const chosen = typeof choice.value === 'string' ? choice.value : '';
              const options = answer
                ? relationOptions(target, answer.data, undefined, chosenOption(chosen))
                : [];
              // Saved before, and in no answer now: deleted, or past what was read.
              const unknown = chosen !== '' && answer !== undefined && !options.some((o) => o.id === chosen);
              return (
                <select
                  className="select"
                  disabled={items.isPending}
                  {...a11y}
                  ref={choice.ref}
                  name={choice.name}
                  value={chosen}
                  onChange={choice.onChange}
                  onBlur={choice.onBlur}
                >
                  <option value="">{items.isPending ? `Loading ${many}…` : `Choose a ${one}`}</option>
                  {unknown && <option value={chosen}>{`The ${one} chosen before (not found now)`}</option>}
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.path ? `${option.title} — ${option.path}` : option.title}
                    </option>
                  ))}
                </select>
              );
            }}
          />
        </>
      )}
    </FormField>
  );
}
