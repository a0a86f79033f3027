/** What other modules and the app may use of API tokens: the table as the session plugin reads it. */
export { createToken, tokenLabel, tokenStore } from './repository.ts';
