// MLS-specific next steps on top of lib/explain-error: what to do about a plan, billing or a miss.
import { isApiError } from '../../api/api-error';
import type { MlsLookupMethod } from '../../api/contract/mls-request';
import { explainError, type ErrorExplanation } from '../../lib/explain-error';

export interface MlsErrorExplanation extends ErrorExplanation {
  /** One more sentence: the concrete action for this MLS situation. */
  nextStep?: string;
}

/** Added after the general explanation: what the MLS situation means for this user's work. */
const NEXT_STEPS: Record<string, string> = {
  MLS_PLAN_REQUIRED:
    'Until then, property search, lead counts and CSV export keep working without MLS details.',
  MLS_SUBSCRIPTION_INACTIVE:
    'If you can’t renew it yourself, ask your account admin; lookups work again as soon as it is active.',
  WALLET_INSUFFICIENT_BALANCE: 'An MLS lookup uses one credit for each listing it finds.',
  AUTH_SCOPE_UNAUTHORIZED: 'MLS lookups need a key with MLS access.',
};

export function explainMlsError(error: unknown): MlsErrorExplanation {
  const explanation = explainError(error);
  const code = isApiError(error) ? error.errorCode : undefined;
  const nextStep = code ? NEXT_STEPS[code] : undefined;
  return nextStep ? { ...explanation, nextStep } : explanation;
}

/** The service's request field names, as a miss message quotes them, in the form's words. */
const WIRE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bmls_board_code\b/g, 'board code'],
  [/\bmls_number\b/g, 'MLS number'],
  [/\blisting_ids\b/g, 'listing IDs'],
  [/\bassessor_ids\b/g, 'property IDs'],
  [/\blisting_id\b/g, 'listing ID'],
  [/\bassessor_id\b/g, 'property ID'],
  // The service's assessor ID is the property ID the results show: users know it by that name.
  [/\bassessor ID(s?)\b/g, 'property ID$1'],
];

/** "No MLS listing found for assessor_id 7." → "No MLS listing found for property ID 7." */
export function inWords(message: string): string {
  return WIRE_WORDS.reduce((text, [wire, words]) => text.replace(wire, words), message);
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'MLS_NOT_FOUND' || error.status === 404);
}

/** A lookup a 404 suggests trying next: the form field to fill and the words for its button. */
export interface NextLookup {
  method: MlsLookupMethod;
  field: 'listing_id' | 'assessor_id' | 'address' | 'mls_board_code';
  label: string;
  advice: string;
}

/** §7.4: after a miss by one method, which other one to try. */
export function nextLookupAfterMiss(method: MlsLookupMethod): NextLookup {
  switch (method) {
    case 'mls_number':
      return {
        method: 'mls_number',
        field: 'mls_board_code',
        label: 'Check the board code',
        advice:
          'Check that the board code matches the MLS number (the same number exists on several boards), or look the listing up by its listing ID.',
      };
    case 'listing_id':
      return {
        method: 'assessor_id',
        field: 'assessor_id',
        label: 'Try the property ID',
        advice: 'Check the listing ID, or look the property up by its property ID or full address.',
      };
    case 'assessor_id':
      return {
        method: 'address',
        field: 'address',
        label: 'Try the full address',
        advice:
          'This property may not be listed on the MLS. Try its full address, or the MLS number and board of the listing if you have them.',
      };
    default:
      return {
        method: 'listing_id',
        field: 'listing_id',
        label: 'Try the listing ID',
        advice:
          'Check the spelling of the address, or look the listing up by its listing ID or property ID. The property may not be on the MLS.',
      };
  }
}
