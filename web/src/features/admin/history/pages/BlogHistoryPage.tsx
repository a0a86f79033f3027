/** /admin/edit-blog/{id}/history: the post's saved versions, compared and restored. */
import { HistoryScreen } from '../HistoryScreen.tsx';

export default function BlogHistoryPage() {
  return <HistoryScreen kind="post" />;
}
