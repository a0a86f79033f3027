/**
 * An item's other languages in the admin (issue 36): links to its versions on the edit screen, and
 * under each list row's title each language's state (missing, draft, in review, scheduled, published
 * or shown, and "needs update" when the English moved on), both only for a translatable type on a
 * site with more than one language.
 */
import { useQuery } from '@tanstack/react-query';
import { type ContentTypeDeclaration, isTranslatable, translatePathOf } from '@vyoma/contract/content-types';
import type { Language } from '@vyoma/contract/languages';
import { Link } from 'react-router';
import { apiRequest } from '~/lib/api.ts';
import { contentApiUrl, contentKeys } from './contentTypes.ts';
import { settingsQuery } from './queries.ts';
import './languages.css';

/** The site's languages besides the default, when the type has versions in them (else none). */
export function useOtherLanguages(type: ContentTypeDeclaration): Language[] {
  const translatable = isTranslatable(type) && type.admin.translate !== undefined;
  // Only a translatable type's screens ask for the site's languages.
  const settings = useQuery({ ...settingsQuery(), enabled: translatable });
  return translatable ? (settings.data?.languages?.slice(1) ?? []) : [];
}

/** On an item's edit screen: a link to its version in each of the site's other languages. */
export function LanguageLinks({ type, id }: { type: ContentTypeDeclaration; id: string }) {
  const others = useOtherLanguages(type);
  if (others.length === 0) return null;
  return (
    <nav className="translate__links" aria-label="Other languages">
      {others.map((l) => (
        <Link key={l.code} className="btn btn--sm" to={translatePathOf(type.admin.translate!, id, l.code)}>
          {l.englishName} version
        </Link>
      ))}
    </nav>
  );
}

type States = Record<string, Record<string, { status: string | null; needsUpdate: boolean }>>;

const STATE_LABELS: Record<string, string> = {
  draft: 'draft',
  review: 'in review',
  scheduled: 'scheduled',
  published: 'published',
};

/** Published (or shown) green, scheduled and needs update amber, the rest plain. */
const tone = (label: string) =>
  label === 'published' || label === 'shown'
    ? ' badge--status-published'
    : label === 'scheduled' || label === 'needs update'
      ? ' badge--status-scheduled'
      : '';

/** The versions of one page of a list's items (one request; shared by the page's cells). */
function useStates(type: ContentTypeDeclaration, ids: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: [...contentKeys.type(type), 'translations', ids],
    queryFn: ({ signal }) =>
      apiRequest<{ data: States }>(
        contentApiUrl(type.api.translationStates ?? '', {}, { ids: ids.join(',') }),
        {
          signal,
        },
      ),
    enabled: enabled && ids.length > 0 && type.api.translationStates !== undefined,
  });
}

/** A list row's other languages (under its title): each one's state, linking to the version. */
export function LanguageCell({
  type,
  id,
  ids,
  languages,
}: {
  type: ContentTypeDeclaration;
  id: string;
  ids: readonly string[];
  languages: readonly Language[];
}) {
  const states = useStates(type, ids, languages.length > 0);
  if (!states.data) return <span className="badge">…</span>;
  return (
    <ul className="translate__states">
      {languages.map((l) => {
        const state = states.data.data[id]?.[l.code];
        const label = !state
          ? 'missing'
          : state.needsUpdate
            ? 'needs update'
            : state.status
              ? (STATE_LABELS[state.status] ?? state.status)
              : 'shown';
        return (
          <li key={l.code}>
            <Link className={`badge${tone(label)}`} to={translatePathOf(type.admin.translate!, id, l.code)}>
              {l.englishName}: {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
