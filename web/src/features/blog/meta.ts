/** Spec §2.7/§9: the blog's meta description is its description cut to 150 characters (shared with the SEO panel). */
export { blogMetaDescription } from '../../components/seo/contentMeta.ts';
