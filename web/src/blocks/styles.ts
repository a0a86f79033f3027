/**
 * The styles of every block kind, for the page that shows blocks: the components render on the
 * server alone (render.server.tsx), so the browser's build never sees their CSS. The page links these
 * files (`links`), as URLs rather than imports: imported, they would be split out of the chunks of
 * the code's pages that share them, and those pages' first load would grow. A block, or a component
 * a block uses, that imports a new CSS file adds it here.
 */
import css0 from '../components/illustrations/illustration.css?url';
import css1 from '../components/media/picture.css?url';
import css2 from '../components/rich-text/rich-text.css?url';
import css3 from '../components/sections/faq-list.css?url';
import css4 from '../components/sections/feature-cards.css?url';
import css5 from '../components/sections/feature-checklist.css?url';
import css6 from '../components/sections/feature-ticks.css?url';
import css7 from '../components/sections/intro.css?url';
import css8 from '../components/sections/step-list.css?url';
import css9 from '../components/sections/tag-list.css?url';
import css10 from '../components/service/content-block.css?url';
import css11 from '../components/service/service-card-grid.css?url';
import css12 from '../components/ui/breadcrumb.css?url';
import css13 from '../components/ui/cta-banner.css?url';
import css14 from '../components/ui/page-hero.css?url';
import css15 from './cta-banner/cta-banner.css?url';
import css16 from './hero/hero.css?url';

export const BLOCK_STYLES: readonly string[] = [
  css0,
  css1,
  css2,
  css3,
  css4,
  css5,
  css6,
  css7,
  css8,
  css9,
  css10,
  css11,
  css12,
  css13,
  css14,
  css15,
  css16,
];
