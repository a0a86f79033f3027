/** The rich-text block: a document as staff wrote it, in a section of the page's width. */
import type { RICH_TEXT } from '@vyoma/contract/blocks';
import { RichText } from '~/components/rich-text/RichText.tsx';
import type { BlockComponentProps } from '../types.ts';

export function RichTextBlock({ values, ctx }: BlockComponentProps<typeof RICH_TEXT>) {
  return (
    <section className="section">
      <div className="container">
        <RichText doc={values.body} siteOrigin={ctx.siteOrigin} />
      </div>
    </section>
  );
}
