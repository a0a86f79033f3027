/**
 * The card the web and app development overviews share, as spec "Service card" records {id, image,
 * title, paragraph}, plus the route each card opens. ("What we Offer", /services, is a page staff edit
 * now: contract page-seeds/services.ts.)
 */
import type { IllustrationSpec } from '../components/illustrations/types.ts';

export interface ServiceCard {
  id: string;
  image: IllustrationSpec;
  title: string;
  paragraph: string;
  /** Path of the page the card opens. */
  to: string;
}
