/** The server's services reach route loaders and actions as `context.site` (contract/src/site.ts). */
import type { SiteServices } from '@vyoma/contract';

declare module 'react-router' {
  interface AppLoadContext {
    site: SiteServices;
  }
}
