// Setup for jsdom tests: jest-dom matchers on expect, and DOM cleanup between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// RTL only auto-cleans when test globals are enabled; we import from 'vitest' explicitly instead.
afterEach(() => {
  cleanup();
});
