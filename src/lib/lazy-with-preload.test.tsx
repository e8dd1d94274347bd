import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { lazyWithPreload } from './lazy-with-preload';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('loads once, however often it is preloaded, and renders with the props given', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const lazy = lazyWithPreload(load);
    await Promise.all([lazy.preload(), lazy.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <lazy.Component name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed load, so "Try again" can recover', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(() =>
      online ? Promise.resolve(Hello) : Promise.reject(new Error('chunk failed')),
    );
    const lazy = lazyWithPreload(load);
    // An async act lets React see the load settle (as the browser would), then retry the render.
    await act(async () => {
      render(
        <ErrorBoundary
          fallback={(error, retry) => (
            <button type="button" onClick={retry}>
              {error.message}: try again
            </button>
          )}
        >
          <Suspense fallback={<p>Loading</p>}>
            <lazy.Component name="Grace" />
          </Suspense>
        </ErrorBoundary>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'chunk failed: try again' });
    // React may re-render once on its own after an error; it must not keep fetching in a loop.
    const attempts = load.mock.calls.length;
    expect(attempts).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(attempts);

    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
  });
});
