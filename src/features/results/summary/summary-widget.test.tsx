import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUMMARY_COUNT_KEYS } from '../../../api/contract/lead-types';
import type { LeadSummary } from '../../../api/contract/search-response';
import { SummaryWidget } from './summary-widget';

const summary = {
  ...Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, 10])),
  absenteeOwner: 400,
  medianListingPrice: 425000,
  medianDaysOnMarket: 34,
} as LeadSummary;

describe('SummaryWidget', () => {
  it('shows every lead type with its count, and the medians', () => {
    render(
      <SummaryWidget
        summary={summary}
        total={1000}
        filters={{}}
        loading={false}
        onToggleLeadType={() => {}}
      />,
    );
    const region = screen.getByRole('region', { name: 'Lead types' });
    expect(within(region).getAllByRole('button')).toHaveLength(SUMMARY_COUNT_KEYS.length);
    expect(
      screen.getByRole('button', { name: 'Absentee owner: 400 leads (40%)' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('$425,000');
    expect(region).toHaveTextContent('34 days');
  });

  it('reports a click on a lead type', async () => {
    const onToggle = vi.fn();
    render(
      <SummaryWidget
        summary={summary}
        total={1000}
        filters={{}}
        loading={false}
        onToggleLeadType={onToggle}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Vacant:/ }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'vacant', filter: { field: 'vacant', value: true } }),
    );
  });

  it('marks lead types that are already filters as pressed', () => {
    render(
      <SummaryWidget
        summary={summary}
        total={1000}
        filters={{ absentee_owner: false }}
        loading={false}
        onToggleLeadType={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /^Owner occupied:/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Absentee owner:/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a dash for medians the service could not compute', () => {
    render(
      <SummaryWidget
        summary={{ ...summary, medianListingPrice: null, medianDaysOnMarket: null }}
        total={1000}
        filters={{}}
        loading={false}
        onToggleLeadType={() => {}}
      />,
    );
    expect(screen.getByText('Median list price').nextSibling).toHaveTextContent('—');
  });

  it('explains a failure instead of showing empty bars', () => {
    render(
      <SummaryWidget
        summary={undefined}
        total={undefined}
        filters={{}}
        loading={false}
        error={{ title: 'Your balance is too low', body: 'Add funds.', action: 'billing' }}
        onToggleLeadType={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lead types unavailable: Your balance is too low',
    );
  });
});
