import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from './error-notice';

describe('ErrorNotice', () => {
  it('shows the title, body and a copyable request id', () => {
    render(
      <ErrorNotice
        explanation={{
          title: 'Something went wrong',
          body: 'Try again.',
          action: 'retry',
          requestId: 'req_42',
        }}
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('req_42');
    expect(screen.getByRole('button', { name: /Copy request id/ })).toBeInTheDocument();
  });

  it('offers Try again for retryable errors', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorNotice
        explanation={{ title: 'Offline', body: 'x', action: 'retry' }}
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers Settings for key errors when it can open them', () => {
    const { rerender } = render(
      <ErrorNotice
        explanation={{ title: 'Key', body: 'Check your API key in Settings.', action: 'settings' }}
        onOpenSettings={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open Settings' })).toBeInTheDocument();
    rerender(
      <ErrorNotice
        explanation={{ title: 'Key', body: 'Check your API key in Settings.', action: 'settings' }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Open Settings' })).not.toBeInTheDocument();
  });

  it('counts down instead of offering a button while a rate-limit retry is pending', () => {
    render(
      <ErrorNotice
        explanation={{ title: 'Too many requests', body: 'x', action: 'wait', retryInSeconds: 3 }}
        retrying
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, retrying in 3s');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
