/** The list of a content type (issue 34): /admin/blogs, /admin/products, /admin/content/{type}. */
import { ContentTypeGate } from '~/features/admin/components/ContentTypeGate.tsx';
import ContentListPage from '~/features/admin/content-types/pages/ContentListPage.tsx';
import { useContentTypeName } from '../../content-route.ts';

export default function ContentList() {
  const name = useContentTypeName();
  return (
    <ContentTypeGate name={name}>{(type) => <ContentListPage key={type.name} type={type} />}</ContentTypeGate>
  );
}
