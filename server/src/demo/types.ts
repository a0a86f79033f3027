/**
 * Shape of the demo content (content.ts) that fills an empty database. Media are file names inside
 * ./media; the seed runner stores them through the same media pipeline as uploads.
 */
import type { BlogCategory, EmploymentType } from '@vyoma/contract';
import type { SiteSettingsInput } from '@vyoma/contract/schemas';

export interface SeedCategory {
  /** Local key that products use to point at their category. */
  key: string;
  name: string;
  description: string;
}

export interface SeedProduct {
  name: string;
  description: string;
  /** Rupees. */
  price: number;
  /** 0 to 5. */
  ratings: number;
  stock: number;
  categoryKey: string;
  /** PNG or JPEG file names in ./media, first is the main image. */
  images: string[];
}

export interface SeedBlog {
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
  /** A short looping mp4 or webm in ./media. */
  icon: string;
  content: { heading: string; description: string; image: string }[];
}

export interface SeedSecondSection {
  title: string;
  para: string;
  image: string;
}

/** A job opening: open, applied to by WhatsApp with the default message. */
export interface SeedJob {
  title: string;
  department: string;
  employmentType: EmploymentType;
  experience: string;
  /** Plain text (blank lines make paragraphs). */
  description: string;
  /** Fully remote (no location); otherwise the content's jobLocation. */
  remote?: boolean;
}

export interface SeedContent {
  categories: SeedCategory[];
  products: SeedProduct[];
  blogs: SeedBlog[];
  secondSections: SeedSecondSection[];
  /** Where the openings are, unless remote. */
  jobLocation: string;
  jobs: SeedJob[];
  /** The agency's name and contact details (checked with the contract's settings schema). */
  settings: SiteSettingsInput;
}
