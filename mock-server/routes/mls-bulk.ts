// POST /v3/MLSDetailBulk: validate (400), gate (401/402/403/429), then answer every id in order (200 or all-miss 404).
import type { Hono } from 'hono';
import { validateMlsBulkRequest } from '../../src/api/contract/mls-request';
import { boundedValidator } from '../http/bounded-validator';
import { limitBody, readJson, type JsonEnv } from '../http/read-json';
import type { MockContext } from '../mock-context';
import { mlsBulkAnswer } from '../mls/responses';
import { v3Handler } from '../mls/v3-route';

export function registerMlsBulk(app: Hono<JsonEnv>, ctx: MockContext) {
  app.post(
    '/v3/MLSDetailBulk',
    limitBody,
    readJson,
    v3Handler(ctx, boundedValidator(validateMlsBulkRequest), mlsBulkAnswer),
  );
}
