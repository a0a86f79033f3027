// Light entry: constants, messages, paths and types (no zod), safe for every page bundle.
// Validation schemas live in '@vyoma/contract/schemas' so only forms and the server pull in zod.
export * from './admin-pages.ts';
export * from './api.ts';
export * from './constants.ts';
export * from './csv.ts';
export * from './forms.ts';
export * from './integrations.ts';
export * from './messages.ts';
export * from './page-views.ts';
export * from './permissions.ts';
export * from './redirects.ts';
export * from './reserved-paths.ts';
export * from './routes.ts';
export * from './site.ts';
export * from './site-settings.ts';
