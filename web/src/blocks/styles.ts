/**
 * The stylesheets of each block kind, for the page that shows blocks: the components render on the
 * server alone (render.server.tsx), so the browser's build never sees their CSS. A page of blocks
 * links the files of the kinds it has (BlockPage, through `stylesOf`; React puts them in the head),
 * as URLs rather than imports: imported, they would be split out of
 * the chunks of the code's pages that share them, and those pages' first load would grow. A block,
 * or a component a block uses, that imports a new CSS file adds it here (styles.test.ts follows each
 * kind's imports and fails until it does).
 */
import type { BlockName } from '@vyoma/contract/blocks';
import openingCards from '../components/careers/opening-cards.css?url';
import contactSection from '../components/contact/contact-section.css?url';
import enquiryForm from '../components/forms/enquiry-form.css?url';
import publicForm from '../components/forms/public-form.css?url';
import illustration from '../components/illustrations/illustration.css?url';
import picture from '../components/media/picture.css?url';
import productCard from '../components/products/product-card.css?url';
import rating from '../components/products/rating.css?url';
import richText from '../components/rich-text/rich-text.css?url';
import faqList from '../components/sections/faq-list.css?url';
import featureCards from '../components/sections/feature-cards.css?url';
import featureChecklist from '../components/sections/feature-checklist.css?url';
import featureTicks from '../components/sections/feature-ticks.css?url';
import heroSlider from '../components/sections/hero-slider.css?url';
import intro from '../components/sections/intro.css?url';
import logoStrip from '../components/sections/logo-strip.css?url';
import postList from '../components/sections/post-list.css?url';
import servicePicker from '../components/sections/service-picker.css?url';
import stepList from '../components/sections/step-list.css?url';
import tagList from '../components/sections/tag-list.css?url';
import contentBlock from '../components/service/content-block.css?url';
import serviceCardGrid from '../components/service/service-card-grid.css?url';
import breadcrumb from '../components/ui/breadcrumb.css?url';
import ctaBanner from '../components/ui/cta-banner.css?url';
import iconBadge from '../components/ui/icon-badge.css?url';
import pageHero from '../components/ui/page-hero.css?url';
import pageLinks from '../components/ui/page-links.css?url';
import bannerSection from './banner-section/banner-section.css?url';
import ctaBannerBlock from './cta-banner/cta-banner.css?url';
import heroBlock from './hero/hero.css?url';
import iconCards from './icon-cards/icon-cards.css?url';
import productGrid from './product-grid/product-grid.css?url';
import profileBand from './profile-band/profile-band.css?url';
import sharedSection from './shared-section/shared-section.css?url';
import statistics from './statistics/statistics.css?url';
import testimonials from './testimonials/testimonials.css?url';
import video from './video/video.css?url';

/**
 * Each kind's files: what its component imports, through the components it uses, the components'
 * files first.
 */
export const BLOCK_STYLES = {
  hero: [breadcrumb, pageHero, heroBlock],
  'hero-slider': [heroSlider],
  intro: [illustration, picture, intro],
  'banner-section': [bannerSection],
  'profile-band': [profileBand],
  'icon-cards': [iconBadge, iconCards],
  'rich-text': [richText],
  'image-text': [illustration, picture, contentBlock],
  'card-grid': [illustration, picture, serviceCardGrid],
  'feature-grid': [featureCards, featureChecklist, featureTicks],
  'service-picker': [iconBadge, servicePicker],
  steps: [stepList],
  'tag-list': [tagList],
  statistics: [statistics],
  testimonials: [testimonials],
  'logo-strip': [logoStrip],
  video: [richText, video],
  'post-list': [postList, pageLinks],
  'openings-list': [openingCards, pageLinks],
  'product-grid': [productCard, rating, productGrid],
  faq: [faqList],
  form: [publicForm],
  'contact-form': [enquiryForm, contactSection],
  // Its section's blocks are the page's own (their kinds' files); this is the editor's note.
  'shared-section': [sharedSection],
  'cta-banner': [ctaBanner, ctaBannerBlock],
} satisfies Record<BlockName, readonly string[]>;

/**
 * The stylesheets a page with blocks of these kinds links, each once: in the order of the page's
 * blocks, a kind's files in its list's order (a block's own rules after the components' it refines).
 */
export function stylesOf(kinds: Iterable<string>): string[] {
  const styles = new Set<string>();
  for (const kind of kinds) for (const href of BLOCK_STYLES[kind as BlockName] ?? []) styles.add(href);
  return [...styles];
}
