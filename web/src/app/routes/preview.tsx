/**
 * /preview/{token} (issue 18 item 4; docs/decisions/0044): a post, product or other item (a page of
 * blocks too) as last saved, whatever its status, through its real page, under a "Preview" banner.
 * An unknown, revoked or expired token is the 404 page (the root's error boundary). The server
 * renders it for every request and never caches it.
 */
import { data } from 'react-router';
import { blockPageOf } from '~/blocks/page-data.server.ts';
import { PreviewBanner } from '../../components/layout/PreviewBanner.tsx';
import type { Route } from './+types/preview';
import { BlogPreview } from './blog.tsx';
import { BlocksContent, ContentPreviewPage } from './content-page.tsx';
import { ProductPreview } from './product.tsx';

export async function loader({ params, context }: Route.LoaderArgs) {
  const preview = await context.site.preview(params.token);
  if (!preview) throw data(null, { status: 404 });
  // Formatted here, once, so the server's HTML and the browser agree.
  const expires = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: preview.timeZone,
    timeZoneName: 'short',
  }).format(new Date(preview.expiresAt));
  // A page of blocks is rendered here as its own page renders it: its blocks' HTML, not its values.
  const blocks = preview.kind === 'content' ? await blockPageOf(preview.page, context) : null;
  return { preview: blocks ? null : preview, blocks, expires };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { preview, blocks, expires } = loaderData;
  return (
    <>
      <PreviewBanner expires={expires} />
      {blocks ? (
        <BlocksContent page={blocks} preview />
      ) : !preview ? null : preview.kind === 'post' ? (
        <BlogPreview blog={preview.blog} />
      ) : preview.kind === 'product' ? (
        <ProductPreview product={preview.product} />
      ) : (
        <ContentPreviewPage page={preview.page} />
      )}
    </>
  );
}
