import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryCountdown } from './retry-countdown';

describe('RetryCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks down once a second and calls onDone at zero', () => {
    const onDone = vi.fn();
    render(<RetryCountdown seconds={3} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying in 3s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying in 2s');
    // Each tick schedules the next after React commits, so advance one second per act.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying now…');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('renders custom text', () => {
    render(<RetryCountdown seconds={5}>{(s) => `wait ${s}`}</RetryCountdown>);
    expect(screen.getByRole('timer')).toHaveTextContent('wait 5');
  });
});
