/**
 * The per-address budget every public form shares with the contact form (plugins/security.ts
 * `app.spendEnquiry`), as an onRequest hook: job applications and form entries spend from it too,
 * so sending through several doors does not multiply it.
 */
import { TOO_MANY_ENQUIRIES } from '@vyoma/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.ts';

export const spendEnquiryBudget =
  (app: FastifyInstance): onRequestHookHandler =>
  async (request) => {
    if (!(await app.spendEnquiry(request))) throw new HttpError(429, TOO_MANY_ENQUIRIES);
  };
