// The trace's status: the counts while it runs, a spend cap's refusal in its own words with Try
// again (which resumes), and a key without skip tracing explained with no Try again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { newTraceJob } from '../../../state/contacts/trace/trace-job';
import { TraceStatus } from './trace-status';
import type { Tracer, TraceView } from './use-trace';

function tracerOf(view: TraceView): Tracer {
  return {
    view,
    start: vi.fn(),
    resume: vi.fn(),
    pause: vi.fn(),
    cancel: vi.fn(),
    dismiss: vi.fn(),
  };
}

const job = {
  ...newTraceJob(
    '460 selected leads',
    Array.from({ length: 460 }, (_, i) => i + 1),
  ),
  counts: {
    done: 300,
    matched: 212,
    noMatch: 41,
    companyNoMatch: 7,
    noAddress: 0,
    failed: 0,
    credits: 212,
    unknownCostCalls: 0,
  },
};

describe('TraceStatus', () => {
  it('shows the progress in counts, with Pause and Cancel', async () => {
    const tracer = tracerOf({ status: 'running', job });
    render(<TraceStatus tracer={tracer} />);
    expect(screen.getByRole('region', { name: 'Owner trace' })).toHaveTextContent(
      'Traced 300 of 460 · 212 matched · 41 no match · 7 company owners: no personal match · 212 credits',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(tracer.pause).toHaveBeenCalled();
  });

  it('a spend cap stops it in the cap’s words, and Try again resumes', async () => {
    const error = new ApiError({
      status: 402,
      errorCode: 'SPEND_CAP_REACHED',
      message: 'You have used 4,990 of your 5,000 monthly credits; this pull could cost 100.',
    });
    const tracer = tracerOf({ status: 'failed', job, error });
    render(<TraceStatus tracer={tracer} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Spend cap reached');
    expect(screen.getByRole('alert')).toHaveTextContent('You have used 4,990 of your 5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(tracer.resume).toHaveBeenCalled();
  });

  it('a key without skip tracing is explained, with nothing to try again', () => {
    const error = new ApiError({
      status: 403,
      errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED',
      message: 'This API key is not authorized for skip tracing.',
    });
    render(<TraceStatus tracer={tracerOf({ status: 'failed', job, error })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This key cannot skip trace');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
