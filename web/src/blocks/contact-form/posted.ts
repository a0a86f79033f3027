/**
 * The answer to an enquiry form posted without JavaScript (the splat route's action): the page's
 * route provides it, and its contact-form block shows it in the form (a page has at most one).
 */
import { createContext } from 'react';
import type { PostedEnquiry } from '~/components/forms/EnquiryForm.tsx';

export const PostedEnquiryContext = createContext<PostedEnquiry | undefined>(undefined);
