/**
 * The server's services reach route loaders and actions as `context.site` (contract/src/site.ts). A
 * document request also brings `staticHtml`, where a block page's loader leaves the HTML inside its
 * static blocks for the server's render alone (blocks/static-html.ts); a `.data` request has none.
 */
import type { SiteServices } from '@vyoma/contract';
import type { StaticHtml } from '../blocks/static-html.ts';

declare module 'react-router' {
  interface AppLoadContext {
    site: SiteServices;
    staticHtml?: StaticHtml | null;
  }
}
