import { BRAND, messagingLink } from '../../content/brand.ts';

/** Floating chat link to the messaging service (spec §2.1). */
export function ChatLink() {
  return (
    <a
      className="chat-link"
      href={messagingLink(BRAND.chatGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
    >
      Chat
    </a>
  );
}
