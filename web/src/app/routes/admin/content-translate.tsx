/** One language's version of an item, beside the English (issue 36; any translatable content type). */
import { ContentTypeGate } from '~/features/admin/components/ContentTypeGate.tsx';
import TranslatePage from '~/features/admin/content-types/pages/TranslatePage.tsx';
import { useContentTypeName } from '../../content-route.ts';

export default function ContentTranslate() {
  const name = useContentTypeName();
  return (
    <ContentTypeGate name={name}>{(type) => <TranslatePage key={type.name} type={type} />}</ContentTypeGate>
  );
}
