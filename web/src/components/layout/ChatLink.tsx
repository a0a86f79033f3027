/**
 * Floating chat link to the messaging service (spec §2.1). The link is the app's; its words and mark
 * are rendered on the server (app/shell/shell-html.server.tsx), so the mark's path never ships.
 */
import { FOOTER } from '@vyoma/contract/texts/en/footer';
import { siWhatsapp } from 'simple-icons';

/** What is inside the link, its words in the page's language (`label`: English by default). */
export function ChatLinkContent({ label = FOOTER.chat }: { label?: string }) {
  return (
    <>
      <span className="visually-hidden">{label}</span>
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
