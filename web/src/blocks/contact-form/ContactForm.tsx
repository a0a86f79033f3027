/** The contact-form block in the editor's frame (the page itself renders ContactFormIsland, with the same data). */
import type { CONTACT_FORM } from '@vyoma/contract/blocks';
import { ContactSection } from '~/components/contact/ContactSection.tsx';
import type { BlockComponentProps } from '../types.ts';
import { contactFormData } from './props.ts';

export function ContactFormBlock({ values, ctx }: BlockComponentProps<typeof CONTACT_FORM>) {
  return <ContactSection words={values} {...contactFormData(ctx)} />;
}
