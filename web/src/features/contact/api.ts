/** POST /api/v1/contact: the contact page and the cart's quote request both send through here. */
import { useMutation } from '@tanstack/react-query';
import { API, type ContactCreateResponse, MESSAGES } from '@vyoma/contract';
import type { ContactInput } from '@vyoma/contract/schemas';
import { ApiError, apiRequest, messageOr } from '../../lib/api.ts';

export function useSendEnquiry() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiRequest<ContactCreateResponse>(API.contact, { method: 'POST', body: input }),
  });
}

/** Spec §8: network failure → fixed text; a refusal → the server's message or "Failed to send message." */
export function enquiryErrorText(error: unknown): string {
  if (error instanceof ApiError && error.network) return MESSAGES.contact.network;
  if (!(error instanceof ApiError)) return MESSAGES.contact.network;
  return messageOr(error, MESSAGES.contact.failed);
}
