/**
 * The banner of a preview link's page (issue 18 item 4): says plainly that this is not public and
 * when the link stops working, above the real page.
 */
import { PREVIEW_MESSAGES } from '@vyoma/contract';
import { Eye } from 'lucide-react';
import './preview-banner.css';

export function PreviewBanner({ expires }: { expires: string }) {
  return (
    <section className="preview-banner" role="status" aria-label={PREVIEW_MESSAGES.bannerTitle}>
      <div className="container preview-banner__inner">
        <Eye aria-hidden="true" size={20} />
        <p>
          <strong>{PREVIEW_MESSAGES.bannerTitle}.</strong> {PREVIEW_MESSAGES.bannerText} on{' '}
          <time>{expires}</time>.
        </p>
      </div>
    </section>
  );
}
