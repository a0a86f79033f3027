/**
 * The banner of a preview link's page (issue 18 item 4): says plainly that this is not public and
 * when the link stops working, above the real page.
 */
import { Eye } from 'lucide-react';
import './preview-banner.css';

const TITLE = 'Preview';

export function PreviewBanner({ expires }: { expires: string }) {
  return (
    <section className="preview-banner" role="status" aria-label={TITLE}>
      <div className="container preview-banner__inner">
        <Eye aria-hidden="true" size={20} />
        <p>
          <strong>{TITLE}.</strong> This is not public yet. Only people with this link can see it, and the
          link stops working on <time>{expires}</time>.
        </p>
      </div>
    </section>
  );
}
