import { describe, expect, it } from 'vitest';
import { readAuthEnv } from './auth-env';

const SECRET = 'x'.repeat(40);

describe('readAuthEnv', () => {
  it('signs in by default in proxy mode, and stays open in mock mode', () => {
    expect(readAuthEnv({ SESSION_SECRET: SECRET }, 'proxy', '/srv/app')).toEqual({
      mode: 'password',
      usersFile: '/srv/app/users.json',
      sessionSecret: SECRET,
      sessionTtlMs: 12 * 3_600_000,
      trustProxy: 'none',
      secureCookies: 'auto',
    });
    expect(readAuthEnv({}, 'mock').mode).toBe('none');
    expect(readAuthEnv({ AUTH: 'none' }, 'proxy').mode).toBe('none');
  });

  it('needs a long SESSION_SECRET for sign-in, and says how to make one', () => {
    expect(() => readAuthEnv({}, 'proxy')).toThrow(/SESSION_SECRET.*randomBytes/);
    expect(() => readAuthEnv({ SESSION_SECRET: 'short' }, 'proxy')).toThrow(/32/);
  });

  it('reads the users file, TTL, proxy trust and cookie setting', () => {
    const config = readAuthEnv(
      {
        SESSION_SECRET: SECRET,
        USERS_FILE: 'conf/people.json',
        SESSION_TTL_HOURS: '2',
        TRUST_PROXY: '10.0.0.1, 10.0.0.2',
        COOKIE_SECURE: 'true',
      },
      'proxy',
      '/srv',
    );
    expect(config).toMatchObject({
      usersFile: '/srv/conf/people.json',
      sessionTtlMs: 2 * 3_600_000,
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      secureCookies: 'always',
    });
    expect(readAuthEnv({ AUTH: 'none', TRUST_PROXY: 'true' }, 'proxy').trustProxy).toBe('any');
    expect(() => readAuthEnv({ AUTH: 'none', COOKIE_SECURE: 'maybe' }, 'proxy')).toThrow(
      /COOKIE_SECURE/,
    );
  });

  it('trusts a user header only with the proxy addresses given', () => {
    expect(() => readAuthEnv({ AUTH: 'header' }, 'proxy')).toThrow(/AUTH_PROXY_IPS/);
    expect(
      readAuthEnv(
        { AUTH: 'header', AUTH_HEADER: 'X-Auth-User', AUTH_PROXY_IPS: '10.1.1.1' },
        'proxy',
      ),
    ).toMatchObject({ mode: 'header', header: 'x-auth-user', proxyIps: ['10.1.1.1'] });
  });

  it('refuses an unknown mode', () => {
    expect(() => readAuthEnv({ AUTH: 'ldap' }, 'proxy')).toThrow(/password, header or none/);
  });
});
