// Runs a contract validator within the per-request did-you-mean budget.
import { withSuggestionBudget } from '../../src/api/contract/did-you-mean';
import { REQUEST_BOUNDS } from '../../src/api/contract/request-bounds';

/**
 * The validator with at most REQUEST_BOUNDS.maxSuggestions did-you-mean searches per call: a
 * body of hundreds of mistyped keys or selectors gets suggestions for the first ones only.
 */
export function boundedValidator<A, R>(validate: (body: A) => R): (body: A) => R {
  return (body) => withSuggestionBudget(REQUEST_BOUNDS.maxSuggestions, () => validate(body));
}
