// POST /v3/MLSDetail: validate (400), gate (401/402/403/429), look up (200, fallback 200, or 404).
import type { Hono } from 'hono';
import { validateMlsDetailRequest } from '../../src/api/contract/mls-request';
import { boundedValidator } from '../http/bounded-validator';
import { limitBody, readJson, type JsonEnv } from '../http/read-json';
import type { MockContext } from '../mock-context';
import { mlsDetailAnswer } from '../mls/responses';
import { v3Handler } from '../mls/v3-route';

export function registerMlsDetail(app: Hono<JsonEnv>, ctx: MockContext) {
  app.post(
    '/v3/MLSDetail',
    limitBody,
    readJson,
    v3Handler(ctx, boundedValidator(validateMlsDetailRequest), mlsDetailAnswer),
  );
}
