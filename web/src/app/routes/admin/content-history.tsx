/** An item's saved versions, compared and restored (issue 18; any content type, issue 34). */
import { ContentTypeGate } from '~/features/admin/components/ContentTypeGate.tsx';
import { HistoryScreen } from '~/features/admin/history/HistoryScreen.tsx';
import { useContentTypeName } from '../../content-route.ts';

export default function ContentHistory() {
  const name = useContentTypeName();
  return (
    <ContentTypeGate name={name}>{(type) => <HistoryScreen key={type.name} type={type} />}</ContentTypeGate>
  );
}
