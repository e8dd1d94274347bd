// The Usage dialog's "Background work" view: the watches (when each runs, its last run, what it
// spent of its cap), an admin's view of the team's webhook deliveries, and every job the server
// did and will do without a browser (watch runs, webhook deliveries, server exports), newest
// first; an admin sees the team's, a member their own. Failures say why; a job retrying says which
// try and when.
import { useId, useState } from 'react';
import { SegmentedControl } from '../../components/ui/segmented-control';
import type { JobsQuery } from '../../api/app-store/work-contract';
import { DeliveriesTable, WatchesTable } from './background-tables';
import { jobStateWords, jobTone, jobWhat } from './job-words';
import { useNow } from './use-now';
import { useTeamDeliveries, useTeamWatches } from './use-background-work';
import { callTime } from './usage-words';
import { useJobs } from './use-jobs';

const SHOW_OPTIONS = [
  { value: 'all', label: 'All', tone: 'neutral' },
  { value: 'active', label: 'Running' },
  { value: 'failed', label: 'Failed' },
] as const;

type Shown = (typeof SHOW_OPTIONS)[number]['value'];

export function BackgroundWork() {
  const labelId = useId();
  const [shown, setShown] = useState<Shown>('all');
  const query: JobsQuery = shown === 'all' ? {} : { state: shown };
  const jobs = useJobs(query);
  const now = useNow();
  const answer = jobs.data;
  // A member asking for all watches gets their own: the server decides, as for the jobs.
  const watches = useTeamWatches(true);
  const team =
    answer?.scope === 'team' || (watches.data?.watches.some((watch) => !watch.mine) ?? false);
  const deliveries = useTeamDeliveries(team);
  return (
    <div className="usage__work" aria-busy={jobs.isFetching}>
      {watches.data && watches.data.watches.length > 0 ? (
        <WatchesTable watches={watches.data.watches} team={team} now={new Date(now)} />
      ) : null}
      {deliveries.data && deliveries.data.deliveries.length > 0 ? (
        <DeliveriesTable deliveries={deliveries.data.deliveries} />
      ) : null}
      <div className="usage__controls">
        <span id={labelId} className="usage__show-label">
          Show
        </span>
        <SegmentedControl
          name="background-work-shown"
          value={shown}
          options={SHOW_OPTIONS}
          onChange={(value) => setShown(value as Shown)}
          labelledBy={labelId}
        />
      </div>
      {jobs.isError ? (
        <p role="alert" className="usage__error">
          The background work could not be read: {jobs.error.message}
        </p>
      ) : null}
      {jobs.isPending ? <p className="usage__loading">Reading the jobs…</p> : null}
      {answer && answer.jobs.length === 0 ? (
        <div className="usage__empty">
          <p className="empty-state__title">
            No background work {shown === 'all' ? 'yet' : 'here'}.
          </p>
          <p className="empty-state__body">
            Watched searches, webhook deliveries and server exports show here as they run.
          </p>
        </div>
      ) : null}
      {answer && answer.jobs.length > 0 ? (
        <table className="usage-table usage-table--wide">
          <caption>{answer.scope === 'team' ? 'The team’s jobs' : 'Your jobs'}</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              {answer.scope === 'team' ? <th scope="col">For</th> : null}
              <th scope="col">Where it stands</th>
              <th scope="col">Queued</th>
            </tr>
          </thead>
          <tbody>
            {answer.jobs.map((job) => (
              <tr key={job.id}>
                <th scope="row">{jobWhat(job)}</th>
                {answer.scope === 'team' ? <td>{job.owner ?? 'the team'}</td> : null}
                <td>
                  <span className="usage-job-state" data-tone={jobTone(job)}>
                    {jobStateWords(job, now)}
                  </span>
                </td>
                <td className="usage-table__when">{callTime(job.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
