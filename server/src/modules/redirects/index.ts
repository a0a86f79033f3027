/** What other modules may use of the redirects: the service page requests ask (pages, app, scheduler). */
export { firstRedirectUnder } from './repository.ts';
export { isLivePage } from './rules.ts';
export { REDIRECT_LIMITS, type RedirectLimits, RedirectService } from './service.ts';
