/** What other modules may use of the audit log: writing an entry (sign-in refusals). */
export { insertAudit } from './repository.ts';
