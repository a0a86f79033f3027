/**
 * A content type's new item and edit screens (issue 34): /admin/create-blog, /admin/edit-blog/{id},
 * /admin/add-product, /admin/product/{id}/edit, /admin/content/{type}/new and …/{id}/edit.
 */
import { ContentTypeGate } from '~/features/admin/components/ContentTypeGate.tsx';
import ContentEditPage from '~/features/admin/content-types/pages/ContentEditPage.tsx';
import { useContentTypeName } from '../../content-route.ts';

export default function ContentEdit() {
  const name = useContentTypeName();
  return (
    <ContentTypeGate name={name}>{(type) => <ContentEditPage key={type.name} type={type} />}</ContentTypeGate>
  );
}
