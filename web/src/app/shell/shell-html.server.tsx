/**
 * The parts of every public page that have no behaviour (the footer, the chat button's mark) rendered
 * to HTML on the server, as static blocks are: a document carries it in the page (through the load
 * context's map, blocks/static-html.ts), a `.data` answer in the root's data, and the browser keeps what
 * it has, so their code and icons (about 10 kB gzipped) never reach a visitor.
 */
import type { MenuLinkView, SiteMenus, SiteSettings } from '@vyoma/contract';
import type { FOOTER } from '@vyoma/contract/texts/en/footer';
import type { TextsOf } from '@vyoma/contract/texts/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { StaticHtml } from '../../blocks/static-html.ts';
import { ChatLinkContent } from '../../components/layout/ChatLink.tsx';
import { FooterContent } from '../../components/layout/Footer.tsx';
import { SiteSettingsContext } from '../../lib/siteSettings.ts';
import { SHELL_HTML, type ShellHtml } from './shell-html.ts';

/**
 * The page's language, for a page in another than the default: its prefix (links are printed under
 * it), locale and footer texts (issue 36).
 */
export interface ShellLanguage {
  basename: string;
  locale: string;
  texts: TextsOf<typeof FOOTER>;
}

/** Both parts' HTML; none for a document, whose HTML goes into `staticHtml` for the render alone. */
export function shellHtml(
  menus: SiteMenus,
  settings: SiteSettings,
  staticHtml: StaticHtml | null | undefined,
  language?: ShellLanguage,
  /** In another language: the legal pages translated into it (SiteServices.legalLinks). */
  policies?: readonly MenuLinkView[] | null,
): ShellHtml | null {
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <StaticRouter basename={language?.basename} location={`${language?.basename ?? ''}/`}>
        <SiteSettingsContext value={settings}>{node}</SiteSettingsContext>
      </StaticRouter>,
    );
  const html: ShellHtml = {
    footer: render(
      <FooterContent
        menus={menus}
        texts={language?.texts}
        locale={language?.locale}
        {...(policies ? { policies } : {})}
      />,
    ),
    chat: render(<ChatLinkContent label={language?.texts.chat} />),
  };
  if (!staticHtml) return html;
  for (const key of Object.keys(SHELL_HTML) as (keyof ShellHtml)[])
    staticHtml.set(SHELL_HTML[key], html[key]);
  return null;
}
