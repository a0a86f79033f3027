/**
 * A new item's screen and a saved item's (issue 34; spec §2.8 for posts and products): the editor,
 * after the item has loaded on an edit (read through the type's API: staff see every item in full).
 * "Take theirs" after a refused save starts the form again from the version saved since. Where the
 * declaration puts the history on the edit screen (legal pages), its versions follow the editor.
 */
import { useQuery } from '@tanstack/react-query';
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { contentItemQuery } from '../../components/contentTypes.ts';
import { LanguageLinks } from '../../components/Languages.tsx';
import { QueryStates } from '../../components/States.tsx';
import { ContentForm } from '../form/ContentForm.tsx';
import { historyOnEditScreen } from '../screens.ts';
import { typeAdminOf } from '../types/index.ts';
import { VersionList } from './VersionList.tsx';
import '../content-types.css';

export default function ContentEditPage({ type }: { type: ContentTypeDeclaration }) {
  const { id } = useParams();
  const { text } = typeAdminOf(type);
  const back = { to: type.admin.list, label: text.backLabel };
  if (!id)
    return (
      <AdminFrame title={text.createTitle} lead={text.createLead} back={back}>
        <ContentForm type={type} />
      </AdminFrame>
    );
  const withHistory = historyOnEditScreen(type);
  return (
    <AdminFrame title={text.editTitle} back={back} bare={withHistory}>
      <EditItem key={id} type={type} id={id} withHistory={withHistory} />
    </AdminFrame>
  );
}

function EditItem({
  type,
  id,
  withHistory,
}: {
  type: ContentTypeDeclaration;
  id: string;
  withHistory: boolean;
}) {
  const { text, api } = typeAdminOf(type);
  const item = useQuery({
    ...contentItemQuery(type, id),
    ...(api.one ? { queryFn: ({ signal }) => api.one!(type, id, signal) } : {}),
  });
  /** Bumped by "Take theirs" after a conflict, and by a restore: the form starts again from the saved version. */
  const [round, setRound] = useState(0);
  const reload = async () => {
    await item.refetch();
    setRound((n) => n + 1);
  };
  const form = (
    <QueryStates fresh query={item} loadingLabel={text.loadingItem} errorText={text.itemFailed}>
      {(data) => (
        <>
          <LanguageLinks type={type} id={id} />
          <ContentForm key={`${data._id}:${round}`} type={type} item={data} onReload={reload} />
        </>
      )}
    </QueryStates>
  );
  if (!withHistory) return form;
  return (
    <>
      <div className="card admin-page__card">{form}</div>
      <VersionList type={type} itemId={id} note={text.versionNote} onRestored={() => void reload()} />
    </>
  );
}
