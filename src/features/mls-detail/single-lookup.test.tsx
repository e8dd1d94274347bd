// A single lookup against a fake client: request shape, sections, fallback badge, warnings, 404 and errors.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../api/contract/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '../../api/client-context';
import { retryDelay, shouldRetry } from '../../api/queries';
import { CHOOSABLE_SECTIONS, SECTION_LABELS, SECTION_PREFS_KEY } from './section-prefs';
import { SingleLookup } from './single-lookup';
import { apiError, fakeApi, fallbackHit, makeMlsRecord, mlsHit, renderWithApi } from './test-kit';

/** The query's abort signal, which react-query hands to every call. */
const SIGNAL = expect.any(AbortSignal);

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('SingleLookup', () => {
  it('looks a property up by assessor_id and shows the listing by section', async () => {
    const api = fakeApi();
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 10000030 }} />, api);
    expect(await screen.findByRole('region', { name: 'Listing' })).toBeVisible();
    expect(api.mlsDetail).toHaveBeenCalledTimes(1);
    expect(api.mlsDetail).toHaveBeenCalledWith({ assessor_id: 10000030 }, { signal: SIGNAL });
    expect(screen.getByText('Found by property ID 10000030.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Photos' })).toBeVisible();
  });

  it('asks for the chosen field_sections, shows only those, and remembers the choice', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      mlsDetail: vi.fn(async (req) =>
        mlsHit(
          req.field_sections
            ? { mlsNumber: '20000040', schools: makeMlsRecord().schools }
            : makeMlsRecord(),
        ),
      ),
    });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 1 }} />, api);
    await screen.findByRole('region', { name: 'Listing' });
    await user.click(screen.getByRole('button', { name: /^Sections: all/ }));
    const chooser = screen.getByRole('group', { name: 'Sections to ask the MLS for' });
    for (const section of CHOOSABLE_SECTIONS) {
      if (section === 'ROOT' || section === 'schools') continue;
      await user.click(within(chooser).getByRole('checkbox', { name: SECTION_LABELS[section] }));
    }
    await waitFor(() =>
      expect(api.mlsDetail).toHaveBeenLastCalledWith(
        { assessor_id: 1, field_sections: ['ROOT', 'schools'] },
        { signal: SIGNAL },
      ),
    );
    expect(
      await screen.findByText('Showing the sections you chose. Use “Sections” to show more.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Schools' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Listing details' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SECTION_PREFS_KEY) ?? '{}')).toMatchObject({
      sections: ['ROOT', 'schools'],
    });
    // The last section cannot be unchecked: an empty choice would mean "everything".
    await user.click(within(chooser).getByRole('checkbox', { name: 'Schools' }));
    expect(within(chooser).getByRole('checkbox', { name: 'Listing' })).toBeDisabled();
  });

  it('starts from the remembered choice', async () => {
    localStorage.setItem(
      SECTION_PREFS_KEY,
      JSON.stringify({ sections: ['media'], publicRecord: true, fallback: false }),
    );
    const api = fakeApi();
    renderWithApi(<SingleLookup initialLookup={{ listing_id: 5 }} />, api);
    await screen.findByRole('region', { name: 'Photos' });
    expect(api.mlsDetail).toHaveBeenCalledTimes(1);
    expect(api.mlsDetail).toHaveBeenCalledWith(
      { listing_id: 5, field_sections: ['media'], public: true, public_record_fallback: false },
      { signal: SIGNAL },
    );
    expect(screen.getByRole('switch', { name: 'Public record' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('sends public: true from the Public record switch', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 1 }} />, api);
    await screen.findByRole('region', { name: 'Listing' });
    await user.click(screen.getByRole('switch', { name: 'Public record' }));
    await waitFor(() =>
      expect(api.mlsDetail).toHaveBeenLastCalledWith(
        { assessor_id: 1, public: true },
        { signal: SIGNAL },
      ),
    );
  });

  it('badges a fallback answer and shows the public-record fields', async () => {
    const api = fakeApi({ mlsDetail: vi.fn(async () => fallbackHit()) });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 10000002 }} />, api);
    expect(await screen.findByText('No MLS listing — public record shown')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Public record' })).toHaveTextContent('917-536-653');
    expect(screen.getByRole('region', { name: 'Owner' })).toHaveTextContent('Stephen Reed');
    expect(screen.queryByRole('region', { name: 'Listing' })).not.toBeInTheDocument();
  });

  it('says once that there is no listing, and names a company owner once', async () => {
    const company = 'Summit Properties 2 Fund I LLC';
    const hit = fallbackHit();
    if (hit.dataSource !== 'public_record') throw new Error('a fallback answer');
    const data = {
      ...hit.data,
      owner1FirstName: company,
      owner1LastName: '',
      companyName: company,
    };
    const api = fakeApi({ mlsDetail: vi.fn(async () => ({ ...hit, data })) });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 10000002 }} />, api);
    await screen.findByText('No MLS listing — public record shown');
    // The badge says it; the lookup line and the explanation no longer say it again.
    expect(screen.getByText(/^Looked up by property ID 10000002/)).toBeVisible();
    expect(screen.queryByText(/no listing for the/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/MLS has no listing for this property/)).not.toBeInTheDocument();
    const owner = within(screen.getByRole('region', { name: 'Owner' }));
    expect(owner.getByText(company)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Owner' })).not.toHaveTextContent(`${company} &`);
  });

  it('shows the warnings array as a notice', async () => {
    const api = fakeApi({
      mlsDetail: vi.fn(async () => mlsHit(undefined, [MESSAGES.publicRecordOmitted])),
    });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 1 }} />, api);
    const notice = await screen.findByRole('note', { name: 'Warnings' });
    expect(notice).toHaveTextContent('Public record not included');
    expect(notice).toHaveTextContent(MESSAGES.publicRecordOmitted);
  });

  it('shows the §7.4 message on a miss and offers the address as the next lookup', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      mlsDetail: vi.fn(async (req) => {
        if (req.assessor_id) throw apiError(404, 'MLS_NOT_FOUND', MESSAGES.notFoundByAssessorId(7));
        return mlsHit();
      }),
    });
    renderWithApi(
      <SingleLookup
        initialLookup={{ assessor_id: 7 }}
        knownAddress="1 Main St, Austin, TX 78701"
      />,
      api,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No MLS listing found');
    expect(alert).toHaveTextContent('No MLS listing found for property ID 7.');
    expect(alert).not.toHaveTextContent('assessor_id');
    expect(alert).toHaveTextContent(/Try its full address/);
    await user.click(within(alert).getByRole('button', { name: 'Look up by address' }));
    await waitFor(() =>
      expect(api.mlsDetail).toHaveBeenLastCalledWith(
        { address: '1 Main St, Austin, TX 78701' },
        { signal: SIGNAL },
      ),
    );
    expect(await screen.findByText('Found by address 1 Main St, Austin, TX 78701.')).toBeVisible();
  });

  it('without a known address, a miss opens the form at the suggested lookup', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      mlsDetail: vi.fn(async () =>
        Promise.reject(apiError(404, 'MLS_NOT_FOUND', MESSAGES.notFoundByListingId(9))),
      ),
    });
    renderWithApi(<SingleLookup initialLookup={{ listing_id: 9 }} />, api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No MLS listing found for listing ID 9.');
    await user.click(within(alert).getByRole('button', { name: 'Try the property ID' }));
    const form = screen.getByRole('form', { name: 'Find a listing' });
    expect(within(form).getByLabelText('Property ID')).toHaveFocus();
    expect(within(form).getByLabelText('Listing ID')).toHaveValue('9');
  });

  it('with the fallback off, a miss offers to show the public record', async () => {
    localStorage.setItem(SECTION_PREFS_KEY, JSON.stringify({ fallback: false }));
    const user = userEvent.setup();
    const api = fakeApi({
      mlsDetail: vi.fn(async (req) => {
        if (req.public_record_fallback === false)
          throw apiError(404, 'MLS_NOT_FOUND', MESSAGES.notFoundByAssessorId(2));
        return fallbackHit();
      }),
    });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 2 }} />, api);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Show the public record instead' }));
    expect(await screen.findByText('No MLS listing — public record shown')).toBeVisible();
  });

  it.each([
    ['MLS_PLAN_REQUIRED', 403, 'An MLS plan is required', /Add one in billing/],
    ['MLS_SUBSCRIPTION_INACTIVE', 402, 'Your MLS subscription is inactive', /Renew the MLS/],
    ['WALLET_INSUFFICIENT_BALANCE', 402, 'Your balance is too low', /one credit for each listing/],
  ])('explains %s with the plan or billing step', async (code, status, title, step) => {
    const api = fakeApi({
      mlsDetail: vi.fn(async () => Promise.reject(apiError(status, code, 'x'))),
    });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 1 }} />, api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(step);
  });

  it('shows a server error with a copyable request id', async () => {
    const api = fakeApi({
      mlsDetail: vi.fn(async () =>
        Promise.reject(apiError(500, 'INTERNAL_ERROR', 'boom', { requestId: 'req_42' })),
      ),
    });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 1 }} />, api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('req_42');
    expect(within(alert).getByRole('button', { name: /Copy request id/ })).toBeVisible();
  });

  it('counts down to the automatic retry after a 429', async () => {
    const api = fakeApi({
      mlsDetail: vi.fn(async () =>
        Promise.reject(apiError(429, 'RATE_LIMIT_EXCEEDED', 'slow', { retryAfterMs: 3000 })),
      ),
    });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetry, retryDelay } },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={{ api, connectionId: 't' }}>
          <SingleLookup initialLookup={{ assessor_id: 1 }} />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests, retrying in 3s');
    queryClient.clear();
  });
});

describe('SingleLookup form', () => {
  it('opens with the form when nothing is given, and runs the lookup the form stands for', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithApi(<SingleLookup initialLookup={null} />, api);
    const form = screen.getByRole('form', { name: 'Find a listing' });
    await user.type(within(form).getByLabelText('MLS number'), '20000040');
    await user.type(within(form).getByLabelText('Board code'), 'armls');
    await user.type(within(form).getByLabelText('Listing ID'), '300000117');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'The service uses the MLS number and board first and ignores the listing ID.',
    );
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Found by MLS number 20000040 on board armls.')).toBeVisible();
    expect(api.mlsDetail).toHaveBeenCalledTimes(1);
    expect(api.mlsDetail).toHaveBeenCalledWith(
      { mls_number: '20000040', mls_board_code: 'armls', listing_id: 300000117 },
      { signal: SIGNAL },
    );
    expect(screen.getByRole('button', { name: 'Find another listing' })).toHaveFocus();
  });

  it('reports rule violations at their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithApi(<SingleLookup initialLookup={null} />, api);
    const form = screen.getByRole('form', { name: 'Find a listing' });
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(/^Enter one way to find the listing/);
    await user.type(within(form).getByLabelText('MLS number'), '123');
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    const board = within(form).getByLabelText('Board code');
    expect(board).toHaveAttribute('aria-invalid', 'true');
    expect(board).toHaveAccessibleDescription(/Add the board code/);
    expect(api.mlsDetail).not.toHaveBeenCalled();
  });

  it('a miss by MLS number says "MLS number" and "board code", not the wire names', async () => {
    const api = fakeApi({
      mlsDetail: vi.fn(async () =>
        Promise.reject(
          apiError(404, 'MLS_NOT_FOUND', MESSAGES.notFoundByMlsNumber('20000040', 'armls')),
        ),
      ),
    });
    renderWithApi(
      <SingleLookup initialLookup={{ mls_number: '20000040', mls_board_code: 'armls' }} />,
      api,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No MLS listing found for MLS number 20000040 on board armls');
    expect(alert.textContent).not.toMatch(/mls_number|mls_board_code|listing_id/);
  });

  it('after "Show the public record instead" focus moves to the answer, not the page body', async () => {
    localStorage.setItem(SECTION_PREFS_KEY, JSON.stringify({ fallback: false }));
    const user = userEvent.setup();
    const api = fakeApi({
      mlsDetail: vi.fn(async (req) => {
        if (req.public_record_fallback === false)
          throw apiError(404, 'MLS_NOT_FOUND', MESSAGES.notFoundByAssessorId(2));
        return fallbackHit();
      }),
    });
    renderWithApi(<SingleLookup initialLookup={{ assessor_id: 2 }} />, api);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Show the public record instead' }));
    expect(await screen.findByText('No MLS listing — public record shown')).toBeVisible();
    expect(document.body).not.toHaveFocus();
    expect(document.activeElement).toContainElement(
      screen.getByText('No MLS listing — public record shown'),
    );
  });
});
