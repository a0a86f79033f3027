/** Floating chat link to the messaging service (spec §2.1); loaded lazily with the footer. */
import { siWhatsapp } from 'simple-icons';
import { messagingLink, useSiteSettings } from '../../lib/siteSettings.ts';

export function ChatLink() {
  const href = messagingLink(useSiteSettings());
  // No WhatsApp number in the settings: no button.
  if (!href) return null;
  return (
    <a
      className="chat-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title="Chat with us on WhatsApp"
    >
      <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={siWhatsapp.path} />
      </svg>
    </a>
  );
}
