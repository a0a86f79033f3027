/**
 * The contact-form block on a page: its section with the details the server made (island-data.ts)
 * and the enquiry form, live in the browser; after a post without JavaScript, with the server's answer.
 */
import type { CONTACT_FORM } from '@vyoma/contract/blocks';
import { useContext } from 'react';
import { ContactSection } from '~/components/contact/ContactSection.tsx';
import type { IslandProps } from '../islands.ts';
import type { BlockProps } from '../types.ts';
import { PostedEnquiryContext } from './posted.ts';
import type { ContactFormData } from './props.ts';

export function ContactFormIsland({ blockId, values, data }: IslandProps) {
  const posted = useContext(PostedEnquiryContext);
  return (
    <ContactSection
      words={values as BlockProps<typeof CONTACT_FORM>}
      {...(data as unknown as ContactFormData)}
      posted={posted}
      blockId={blockId}
    />
  );
}
