/** The logo strip block: the home page's looping strip of technology marks, with its own heading. */
import type { LOGO_STRIP } from '@vyoma/contract/blocks';
import { LogoStrip } from '~/components/sections/LogoStrip.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function LogoStripBlock({ values, nth }: BlockComponentProps<typeof LOGO_STRIP>) {
  return (
    <LogoStrip
      headingId={headingId(values.anchor, 'logo-strip', nth)}
      heading={values.heading}
      logos={values.logos}
    />
  );
}
