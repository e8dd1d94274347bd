import { describe, expect, it } from 'vitest';
import {
  draftFrom,
  effectiveDraft,
  normalizeBaseUrl,
  settingsFromDraft,
  validateDraft,
  type ConnectionDraft,
} from './connection-form';

const draft = (patch: Partial<ConnectionDraft> = {}): ConnectionDraft => ({
  baseUrl: '',
  apiKey: '',
  userId: '',
  remember: false,
  ...patch,
});

describe('connection form', () => {
  it('needs nothing for this app’s server, which holds the key', () => {
    expect(validateDraft(draft())).toEqual({});
    expect(settingsFromDraft(draft())).toBeNull();
  });

  it('needs a key for another service', () => {
    expect(validateDraft(draft({ baseUrl: 'https://api.example.com' }))).toEqual({
      apiKey: 'Enter the API key for this service.',
    });
  });

  it('explains a base URL that cannot work', () => {
    const problem = (baseUrl: string, protocol = 'http:') =>
      validateDraft(draft({ baseUrl, apiKey: 'k' }), protocol).baseUrl;
    expect(problem('api.example.com')).toMatch(/https:\/\//);
    expect(problem('ftp://api.example.com')).toMatch(/must start/);
    expect(problem('https://me:secret@api.example.com')).toMatch(/key out of the address/);
    expect(problem('https://api.example.com?key=1')).toMatch(/without \?/);
    expect(problem('http://api.example.com', 'https:')).toMatch(/blocks an http/);
    expect(problem('http://localhost:4010', 'https:')).toBeUndefined();
    expect(problem('https://api.example.com/prefix')).toBeUndefined();
  });

  it('forgives a pasted operation URL and trailing slashes', () => {
    expect(normalizeBaseUrl(' https://api.example.com/v2/PropertySearch ')).toBe(
      'https://api.example.com',
    );
    expect(normalizeBaseUrl('https://api.example.com/base/v3/MLSDetail')).toBe(
      'https://api.example.com/base',
    );
    expect(normalizeBaseUrl('https://api.example.com/v2/PropertyMapping')).toBe(
      'https://api.example.com',
    );
    expect(normalizeBaseUrl('https://api.example.com//')).toBe('https://api.example.com');
  });

  it('rejects keys and user ids that cannot be sent as headers', () => {
    expect(validateDraft(draft({ apiKey: 'two words' })).apiKey).toMatch(/no spaces/);
    expect(validateDraft(draft({ apiKey: 'clé' })).apiKey).toMatch(/no spaces/);
    expect(validateDraft(draft({ userId: 'jane doe' })).userId).toMatch(/without spaces/);
    expect(validateDraft(draft({ userId: 'u'.repeat(201) })).userId).toMatch(/200/);
  });

  it('stores trimmed values, and a user id alone for this app’s server', () => {
    expect(
      settingsFromDraft(
        draft({ baseUrl: 'https://api.example.com/', apiKey: ' k1 ', userId: ' u1 ' }),
      ),
    ).toEqual({ baseUrl: 'https://api.example.com', apiKey: 'k1', userId: 'u1' });
    expect(settingsFromDraft(draft({ userId: 'u2' }))).toEqual({
      baseUrl: '',
      apiKey: '',
      userId: 'u2',
    });
  });

  it('starts from what is stored', () => {
    expect(draftFrom({ baseUrl: 'https://x.example', apiKey: 'k', userId: 'u' }, true)).toEqual({
      baseUrl: 'https://x.example',
      apiKey: 'k',
      userId: 'u',
      remember: true,
    });
    expect(draftFrom(null, false)).toEqual(draft());
  });

  it('drops a typed key only where this app’s proxy holds the key', () => {
    const typed = draft({ apiKey: 'sk typed', userId: 'u' });
    expect(effectiveDraft(typed, 'proxy')).toEqual({ ...typed, apiKey: '' });
    expect(effectiveDraft(typed, 'mock')).toBe(typed);
    const elsewhere = draft({ baseUrl: 'https://api.example.com', apiKey: 'sk' });
    expect(effectiveDraft(elsewhere, 'proxy')).toBe(elsewhere);
  });
});
