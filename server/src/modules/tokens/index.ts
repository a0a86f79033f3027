/**
 * What other modules and the app may use of API tokens: the table as the session plugin reads it, and
 * an account's own tokens (My account revokes them with a password change or its sessions).
 */
export { countTokensOf, createToken, revokeTokensOf, tokenLabel, tokenStore } from './repository.ts';
