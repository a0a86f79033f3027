/** What other modules may use of job applications: taking one (the opening page's form), retention. */
export { deleteExpiredApplications } from './repository.ts';
export { type ApplicationOutcome, acceptApplication, consentVersion, currentConsent } from './service.ts';
