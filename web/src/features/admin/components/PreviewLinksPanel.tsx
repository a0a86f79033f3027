/**
 * The "Preview links" box of the editor (issue 18 item 4; docs/decisions/0044): an
 * editor makes a link that shows the latest save to someone without an account (a client), for a
 * chosen time; the new address is shown once, with a Copy button; the item's links are listed with
 * their expiry and last use, and each active one can be revoked. Editors and admins only, on edit only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreviewLink, PreviewLinkCreatedResponse, PreviewLinkListResponse } from '@vyoma/contract';
import { useId, useRef, useState } from 'react';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { apiRequest, messageOr } from '~/lib/api.ts';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { formatInZone } from '~/lib/zonedTime.ts';
import { type ContentTypeDeclaration, contentApiUrl } from './contentTypes.ts';
import { EditorPanel } from './EditorLayout.tsx';
import { scheduleQuery } from './queries.ts';
import './preview-links.css';

const DEFAULT_ZONE = 'Asia/Kolkata';
/** How long a new link works (the API takes 1 … 720 hours). */
const CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 168, label: '7 days' },
  { hours: 720, label: '30 days' },
] as const;
const DEFAULT_HOURS = 168;

const previewKeys = (type: ContentTypeDeclaration, id: string, lang: string | undefined) =>
  ['preview-links', type.name, id, lang ?? ''] as const;

type LinkState = 'active' | 'expired' | 'revoked';
const stateOf = (link: PreviewLink): LinkState =>
  link.active ? 'active' : link.revokedAt ? 'revoked' : 'expired';
const STATE_LABELS: Record<LinkState, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/**
 * Shown to roles that may publish the type, on a saved item of a type with previews; nothing
 * otherwise. `lang`: the links of the item's version in that language (issue 36), opened at
 * `/<lang>/preview/…`.
 */
export function PreviewLinksPanel({
  type,
  itemId,
  lang,
}: {
  type: ContentTypeDeclaration;
  itemId: string | undefined;
  lang?: string | undefined;
}) {
  const allowed = userCan(useUser(), type.permissions.publish);
  if (!itemId || !allowed || !type.preview || (lang && !type.api.translation)) return null;
  return <PreviewLinks type={type} itemId={itemId} lang={lang} />;
}

function PreviewLinks({
  type,
  itemId,
  lang,
}: {
  type: ContentTypeDeclaration;
  itemId: string;
  lang: string | undefined;
}) {
  const queryClient = useQueryClient();
  const versionLinks = `${type.api.translation}/preview-links`;
  const paths = lang
    ? {
        list: (id: string) => contentApiUrl(versionLinks, { id, lang }),
        one: (id: string, linkId: string) => contentApiUrl(`${versionLinks}/:linkId`, { id, lang, linkId }),
      }
    : {
        list: (id: string) => contentApiUrl(type.api.previewLinks, { id }),
        one: (id: string, linkId: string) => contentApiUrl(type.api.previewLink, { id, linkId }),
      };
  const key = previewKeys(type, itemId, lang);
  const zone = useQuery({ ...scheduleQuery(), select: (s) => s.timeZone }).data ?? DEFAULT_ZONE;
  const list = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await apiRequest<PreviewLinkListResponse>(paths.list(itemId), { signal })).data,
  });
  const [hours, setHours] = useState<number>(DEFAULT_HOURS);
  const [created, setCreated] = useState<PreviewLinkCreatedResponse['data'] | null>(null);
  const [copied, setCopied] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const { confirm, dialog } = useConfirm();
  const selectId = useId();
  const urlId = useId();

  const create = useMutation({
    mutationFn: (expiresInHours: number) =>
      apiRequest<PreviewLinkCreatedResponse>(paths.list(itemId), {
        method: 'POST',
        body: { expiresInHours },
      }),
    onSuccess: (res) => {
      setCreated(res.data);
      setCopied(false);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(messageOr(error, 'The preview link could not be created.')),
  });

  const revoke = useMutation({
    mutationFn: (linkId: string) => apiRequest(paths.one(itemId, linkId), { method: 'DELETE' }),
    onSuccess: (_res, linkId) => {
      if (created?._id === linkId) setCreated(null);
      toast.success('Preview link revoked.');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(messageOr(error, 'The preview link could not be revoked.')),
  });

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a refusal): select it for the keyboard instead.
      urlInput.current?.select();
      toast.info('Press Ctrl+C (or ⌘C) to copy the selected link.');
    }
  };

  const requestRevoke = async (link: PreviewLink) => {
    const ok = await confirm(
      `Revoke this preview link? Anyone who opens it from now on gets “page not found”. It was made ${formatInZone(link.createdAt, zone)}.`,
      { title: 'Revoke preview link', confirmLabel: 'Revoke' },
    );
    if (ok) revoke.mutate(link._id);
  };

  const links = list.data ?? [];
  return (
    <EditorPanel title="Preview links">
      <p className="preview-links__help">
        Share the latest save with someone who has no account. The link shows the page as it will look, marked
        as a preview, until it expires or you revoke it.
      </p>
      <div className="preview-links__create">
        <label htmlFor={selectId}>Link works for</label>
        <select
          id={selectId}
          className="input"
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
        >
          {CHOICES.map((choice) => (
            <option key={choice.hours} value={choice.hours}>
              {choice.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => create.mutate(hours)}
          disabled={create.isPending}
        >
          {create.isPending ? 'Creating…' : 'Create link'}
        </button>
      </div>

      {created && (
        <div className="preview-links__new">
          <label htmlFor={urlId}>New preview link</label>
          <div className="preview-links__url">
            <input
              ref={urlInput}
              id={urlId}
              className="input"
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="btn btn--primary btn--sm" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="preview-links__note" role="status">
            {copied ? 'Copied. ' : ''}Copy it now: it is shown only once. Works until{' '}
            {formatInZone(created.expiresAt, zone)}.
          </p>
        </div>
      )}

      {list.isError ? (
        <p className="status status--error">The preview links could not be loaded.</p>
      ) : links.length > 0 ? (
        <ul className="preview-links__list" aria-label="Links made for this item">
          {links.map((link) => {
            const state = stateOf(link);
            return (
              <li key={link._id} className="preview-links__item">
                <p>
                  <span className={`badge preview-links__badge preview-links__badge--${state}`}>
                    {STATE_LABELS[state]}
                  </span>{' '}
                  {state === 'revoked' && link.revokedAt
                    ? `revoked ${formatInZone(link.revokedAt, zone)}`
                    : `${state === 'active' ? 'until' : 'ended'} ${formatInZone(link.expiresAt, zone)}`}
                </p>
                <p className="preview-links__meta">
                  Made {formatInZone(link.createdAt, zone)}
                  {link.createdBy ? ` by ${link.createdBy.name}` : ''} · last opened{' '}
                  {link.lastUsedAt ? formatInZone(link.lastUsedAt, zone) : 'never'}
                </p>
                {state === 'active' && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => requestRevoke(link)}
                    disabled={revoke.isPending && revoke.variables === link._id}
                  >
                    Revoke
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        list.isSuccess && <p className="preview-links__meta">No links yet.</p>
      )}
      {dialog}
    </EditorPanel>
  );
}
