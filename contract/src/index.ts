export * from './api.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './routes.ts';
