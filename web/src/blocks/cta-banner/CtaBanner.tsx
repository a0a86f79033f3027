/** The call-to-action banner block: today's CtaBanner, its button the block's link. */
import type { CTA_BANNER } from '@vyoma/contract/blocks';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import './cta-banner.css';
import { BlockLink } from '../BlockLink.tsx';
import type { BlockComponentProps } from '../types.ts';

export function CtaBannerBlock({ values, ctx, nth }: BlockComponentProps<typeof CTA_BANNER>) {
  const { heading, text, button, tone } = values;
  return (
    <CtaBanner
      title={heading}
      text={text}
      className={tone === 'light' ? 'cta-banner--light' : undefined}
      // The first banner keeps today's id; a second on the same page needs its own.
      titleId={nth === 1 ? undefined : `cta-banner-title-${nth}`}
      button={
        <BlockLink
          link={button}
          ctx={ctx}
          className={tone === 'light' ? 'btn btn--primary' : 'btn btn--accent'}
        />
      }
    />
  );
}
