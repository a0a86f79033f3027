/**
 * A new item's screen and a saved item's (issue 34; spec §2.8 for posts and products): the editor,
 * after the item has loaded on an edit. "Take theirs" after a refused save starts the form again from
 * the version saved since.
 */
import { useQuery } from '@tanstack/react-query';
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { contentItemQuery } from '../../components/contentTypes.ts';
import { QueryStates } from '../../components/States.tsx';
import { ContentForm } from '../form/ContentForm.tsx';
import { typeAdminOf } from '../types/index.ts';
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
  return (
    <AdminFrame title={text.editTitle} back={back}>
      <EditItem key={id} type={type} id={id} />
    </AdminFrame>
  );
}

function EditItem({ type, id }: { type: ContentTypeDeclaration; id: string }) {
  const { text } = typeAdminOf(type);
  const item = useQuery(contentItemQuery(type, id));
  /** Bumped by "Take theirs" after a conflict: the form starts again from the saved version. */
  const [round, setRound] = useState(0);
  const reload = async () => {
    await item.refetch();
    setRound((n) => n + 1);
  };
  return (
    <QueryStates fresh query={item} loadingLabel={text.loadingItem} errorText={text.itemFailed}>
      {(data) => <ContentForm key={`${data._id}:${round}`} type={type} item={data} onReload={reload} />}
    </QueryStates>
  );
}
