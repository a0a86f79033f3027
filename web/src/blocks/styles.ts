/**
 * The styles of every block kind, for the page that shows blocks: the components render on the
 * server alone (render.server.tsx), so the browser's build sees their CSS only through this list.
 * A block, or a component a block uses, that imports a new CSS file adds it here.
 */
import '../components/illustrations/illustration.css';
import '../components/media/picture.css';
import '../components/rich-text/rich-text.css';
import '../components/sections/faq-list.css';
import '../components/sections/feature-cards.css';
import '../components/sections/feature-checklist.css';
import '../components/sections/feature-ticks.css';
import '../components/sections/intro.css';
import '../components/sections/step-list.css';
import '../components/sections/tag-list.css';
import '../components/service/content-block.css';
import '../components/service/service-card-grid.css';
import '../components/ui/breadcrumb.css';
import '../components/ui/cta-banner.css';
import '../components/ui/page-hero.css';
import './cta-banner/cta-banner.css';
import './hero/hero.css';
