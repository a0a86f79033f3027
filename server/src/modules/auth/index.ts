/**
 * What other modules may use of auth: passwords, the users and sessions of the accounts table, the
 * step-up proof and the second factors (account and staff build on them). The rest is auth's own.
 */
export { generatePassword, hashPassword } from './passwords.ts';
export {
  countRecoveryCodes,
  createUser,
  deleteOtherSessions,
  deletePasskey,
  deleteUserSessionById,
  disableTotp,
  enableTotp,
  findChallenge,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  getStaff,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  listStaff,
  listUserSessions,
  normalizePhone,
  replaceRecoveryCodes,
  type StaffRow,
  setPendingTotp,
  setUserAccess,
  takeChallenge,
  toUser,
  type UserRow,
  updateUser,
  userHasFactor,
} from './repository.ts';
export type { ServerSecrets } from './secrets.ts';
export { proveItIsYou, stepUpPasskeyOptions } from './step-up.ts';
export {
  generateRecoveryCodes,
  matchTotp,
  newTotpSecret,
  registrationOptions,
  totpUrl,
  verifyRegistration,
} from './two-factor.ts';
