/**
 * Floating chat link to the messaging service (spec §2.1). The link is the app's; its words and mark
 * are rendered on the server (app/shell/shell-html.server.tsx), so the mark's path never ships.
 */
import { siWhatsapp } from 'simple-icons';

/** What is inside the link. */
export function ChatLinkContent() {
  return (
    <>
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
    </>
  );
}
