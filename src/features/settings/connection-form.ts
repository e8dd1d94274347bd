// The Settings form's rules: what a base URL, key and user id must look like, and what gets stored.
import type { ConnectionSettings } from '../../lib/connection-settings';

export interface ConnectionDraft {
  baseUrl: string;
  apiKey: string;
  userId: string;
  remember: boolean;
}

export type DraftField = 'baseUrl' | 'apiKey' | 'userId';
export type DraftProblems = Partial<Record<DraftField, string>>;

/** Header values must be visible ASCII: anything else makes fetch throw before a request is sent. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;
const OPERATION_SUFFIX = /\/v[23]\/(PropertySearch|PropertyMapping|MLSDetail|MLSDetailBulk)\/?$/i;

export function draftFrom(settings: ConnectionSettings | null, remember: boolean): ConnectionDraft {
  return {
    baseUrl: settings?.baseUrl ?? '',
    apiKey: settings?.apiKey ?? '',
    userId: settings?.userId ?? '',
    remember,
  };
}

/** Trims, and forgives a pasted operation URL by keeping only the base before /v2/… or /v3/…. */
export function normalizeBaseUrl(text: string): string {
  return text.trim().replace(OPERATION_SUFFIX, '').replace(/\/+$/, '');
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function baseUrlProblem(text: string, pageProtocol: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address starting with https://, for example https://api.example.com.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The address must start with https:// (or http:// for a local service).';
  if (url.username || url.password)
    return 'Leave the key out of the address; enter it in the API key field.';
  if (url.search || url.hash) return 'Enter the base address only, without ? or # parts.';
  if (pageProtocol === 'https:' && url.protocol === 'http:' && !isLocalHost(url.hostname))
    return 'This page is served over https, so the browser blocks an http:// service. Use https://.';
  return undefined;
}

export function validateDraft(
  draft: ConnectionDraft,
  pageProtocol: string = typeof location === 'undefined' ? 'http:' : location.protocol,
): DraftProblems {
  const problems: DraftProblems = {};
  const baseUrl = normalizeBaseUrl(draft.baseUrl);
  const apiKey = draft.apiKey.trim();
  const userId = draft.userId.trim();
  if (baseUrl) {
    const problem = baseUrlProblem(baseUrl, pageProtocol);
    if (problem) problems.baseUrl = problem;
    if (!apiKey) problems.apiKey = 'Enter the API key for this service.';
  }
  if (apiKey && !HEADER_SAFE.test(apiKey))
    problems.apiKey = 'An API key has no spaces or special characters. Paste it again.';
  if (userId && !HEADER_SAFE.test(userId))
    problems.userId = 'Use letters, digits and symbols only, without spaces.';
  else if (userId.length > 200) problems.userId = 'Keep the user id under 200 characters.';
  return problems;
}

/** What to store; null means "the defaults" (this app's server, holding the key), so nothing is kept. */
export function settingsFromDraft(draft: ConnectionDraft): ConnectionSettings | null {
  const baseUrl = normalizeBaseUrl(draft.baseUrl);
  const apiKey = draft.apiKey.trim();
  const userId = draft.userId.trim() || undefined;
  if (!baseUrl && !apiKey && !userId) return null;
  return { baseUrl, apiKey, userId };
}

/** With this app's server proxying (and holding the key), a key typed here would be dropped: ignore it. */
export function effectiveDraft(
  draft: ConnectionDraft,
  serverMode: string | undefined,
): ConnectionDraft {
  return serverMode === 'proxy' && normalizeBaseUrl(draft.baseUrl) === ''
    ? { ...draft, apiKey: '' }
    : draft;
}
