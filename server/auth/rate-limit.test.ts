import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('blocks a key after its failures, until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.blockedFor('bob')).toBe(0);
      limiter.fail('bob');
    }
    now = 400;
    expect(limiter.blockedFor('bob')).toBe(600);
    expect(limiter.blockedFor('carol')).toBe(0);
    now = 1000;
    expect(limiter.blockedFor('bob')).toBe(0);
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    limiter.fail('bob');
    expect(limiter.blockedFor('bob')).toBeGreaterThan(0);
    limiter.reset('bob');
    expect(limiter.blockedFor('bob')).toBe(0);
  });

  it('remembers a bounded number of keys, dropping the oldest', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    limiter.fail('a');
    limiter.fail('b');
    limiter.fail('c');
    expect(limiter.blockedFor('a')).toBe(0);
    expect(limiter.blockedFor('b')).toBeGreaterThan(0);
    expect(limiter.blockedFor('c')).toBeGreaterThan(0);
  });
});
