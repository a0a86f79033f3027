/** The footer's and the chat button's texts in English (web/src/components/layout). */
import type { Area } from '../format.ts';

export const FOOTER = {
  aboutSite: 'About {siteName}',
  home: 'home',
  about:
    'Software, marketing and back-office teams under one roof, so your projects move from idea to result without hand-offs.',
  onNetwork: '{siteName} on {network} (opens in a new tab)',
  column: 'Footer: {title}',
  getInTouch: 'Get in touch',
  office: 'Our office',
  rights: '© {year} {siteName}. All rights reserved.',
  policies: 'Policies',
  chat: 'Chat with us on WhatsApp (opens in a new tab)',
} as const satisfies Area;
