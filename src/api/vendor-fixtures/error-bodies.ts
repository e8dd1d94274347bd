// Every error body the vendor publishes, each with the doc it follows (in RealEstateApi/docs).

/** reference/Docs/response-envelope.md, "Error Envelope": the text is in `error`. */
export const ENVELOPE_400 = {
  statusCode: 400,
  statusMessage: 'Bad Request',
  error: 'Validation error message here',
};
/** reference/Docs/response-envelope.md, "Error Envelope". */
export const ENVELOPE_401 = {
  statusCode: 401,
  statusMessage: 'Unauthorized',
  error: 'Invalid API key',
};
/** reference/Docs/response-envelope.md, "Error Envelope": a 404 with empty data, no message. */
export const ENVELOPE_404 = {
  statusCode: 404,
  statusMessage: 'Not Found',
  data: {},
  resultCount: 0,
};

/**
 * reference/Property APIs/property-detail-api-1/handling-property-detail-errors.md:
 * Boom/Joi 400s, the field in validation.keys ("" for the whole body).
 */
export const BOOM_INVALID_ZIP = {
  statusCode: 400,
  error: 'Bad Request',
  message: '"zip" length must be 5 characters long',
  validation: { source: 'payload', keys: ['zip'] },
};
export const BOOM_WHOLE_BODY = {
  statusCode: 400,
  error: 'Bad Request',
  message: '"house" missing required peer "zip"',
  validation: { source: 'payload', keys: [''] },
};

/** The spec §2.6 and §7.3: v3 bodies with errorCode. */
export const V3_KEY_NOT_FOUND = {
  statusCode: 401,
  errorCode: 'AUTH_KEY_NOT_FOUND',
  errorMessage: 'API key not found.',
};
export const V3_PLAN_REQUIRED = {
  statusCode: 403,
  errorCode: 'MLS_PLAN_REQUIRED',
  errorMessage: 'An MLS plan is required for this endpoint.',
};

/**
 * reference/Docs/welcome-to-realestateapi/rate-limiting-1.md, "Rate Limiting Errors": the daily
 * credit cap is a 429 with no errorCode; reference-shapes names the second wording.
 */
export const DAILY_CREDIT_429 = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'You have reached your daily credit limit for this endpoint, please try again later.',
};
export const DAILY_USAGE_429 = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Daily usage limit exceeded for [PropertySearch] scopes',
};

/** reference/Docs/response-envelope.md, "No-Results vs Error": a 200 whose data is an error. */
export const ERROR_IN_DATA_200 = {
  statusCode: 200,
  statusMessage: 'OK',
  data: { error: true, errorMessage: 'No results found for this property.' },
};
