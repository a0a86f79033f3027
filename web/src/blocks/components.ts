/**
 * Every declared block kind's component (contract BLOCKS): a kind without one is a type error. Read
 * on the server (render.server.tsx) and, later, lazily by the editor's frame; never by a page's
 * browser code, which gets static blocks as HTML.
 */
import { BannerSectionBlock } from './banner-section/BannerSection.tsx';
import { CardGridBlock } from './card-grid/CardGrid.tsx';
import { ContactFormBlock } from './contact-form/ContactForm.tsx';
import { CtaBannerBlock } from './cta-banner/CtaBanner.tsx';
import { FaqBlock } from './faq/Faq.tsx';
import { FeatureGridBlock } from './feature-grid/FeatureGrid.tsx';
import { FormBlock } from './form/Form.tsx';
import { HeroBlock } from './hero/Hero.tsx';
import { HeroSliderBlock } from './hero-slider/HeroSliderBlock.tsx';
import { IconCardsBlock } from './icon-cards/IconCards.tsx';
import { ImageTextBlock } from './image-text/ImageText.tsx';
import { IntroBlock } from './intro/Intro.tsx';
import { LogoStripBlock } from './logo-strip/LogoStrip.tsx';
import { OpeningsListBlock } from './openings-list/OpeningsList.tsx';
import { PostListBlock } from './post-list/PostList.tsx';
import { ProductGridBlock } from './product-grid/ProductGrid.tsx';
import { ProfileBandBlock } from './profile-band/ProfileBand.tsx';
import { RichTextBlock } from './rich-text/RichText.tsx';
import { ServicePickerBlock } from './service-picker/ServicePickerBlock.tsx';
import { SharedSectionBlock } from './shared-section/SharedSection.tsx';
import { StatisticsBlock } from './statistics/Statistics.tsx';
import { StepsBlock } from './steps/Steps.tsx';
import { TagListBlock } from './tag-list/TagList.tsx';
import { TestimonialsBlock } from './testimonials/Testimonials.tsx';
import type { BlockComponents } from './types.ts';
import { VideoBlock } from './video/Video.tsx';

export const BLOCK_COMPONENTS = {
  hero: HeroBlock,
  'hero-slider': HeroSliderBlock,
  intro: IntroBlock,
  'banner-section': BannerSectionBlock,
  'profile-band': ProfileBandBlock,
  'icon-cards': IconCardsBlock,
  'rich-text': RichTextBlock,
  'image-text': ImageTextBlock,
  'card-grid': CardGridBlock,
  'feature-grid': FeatureGridBlock,
  'service-picker': ServicePickerBlock,
  steps: StepsBlock,
  'tag-list': TagListBlock,
  statistics: StatisticsBlock,
  testimonials: TestimonialsBlock,
  'logo-strip': LogoStripBlock,
  video: VideoBlock,
  'post-list': PostListBlock,
  'product-grid': ProductGridBlock,
  'openings-list': OpeningsListBlock,
  faq: FaqBlock,
  form: FormBlock,
  'contact-form': ContactFormBlock,
  'shared-section': SharedSectionBlock,
  'cta-banner': CtaBannerBlock,
} satisfies BlockComponents;
