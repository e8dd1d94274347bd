// The period's spend as tables: by operation, by member (a member sees only their own row), and
// the largest pulls with who, what and what they cost.
import type { UsageAnswer } from '../../api/app-store/contract';
import { integerFormat } from '../../lib/plural';
import { callTime, creditsWords } from './usage-words';

type Spend = { credits: number; calls: number; unknownCalls: number };

/** Known credits, and how many calls cost an unknown amount, in one cell. */
function CreditsCell({ spend }: { spend: Spend }) {
  return <td className="usage-table__number">{creditsWords(spend.credits, spend.unknownCalls)}</td>;
}

export function ByOperationTable({ rows }: { rows: UsageAnswer['byOperation'] }) {
  return (
    <table className="usage-table">
      <caption>By operation</caption>
      <thead>
        <tr>
          <th scope="col">Operation</th>
          <th scope="col" className="usage-table__number">
            Calls
          </th>
          <th scope="col" className="usage-table__number">
            Credits
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.operation}>
            <th scope="row">{row.operation}</th>
            <td className="usage-table__number">{integerFormat.format(row.calls)}</td>
            <CreditsCell spend={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ByMemberTable({
  rows,
  scope,
}: {
  rows: UsageAnswer['byMember'];
  scope: UsageAnswer['scope'];
}) {
  return (
    <table className="usage-table">
      <caption>{scope === 'team' ? 'By member' : 'Your calls'}</caption>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col" className="usage-table__number">
            Calls
          </th>
          <th scope="col" className="usage-table__number">
            Records
          </th>
          <th scope="col" className="usage-table__number">
            Credits
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.user}>
            <th scope="row">{row.user}</th>
            <td className="usage-table__number">{integerFormat.format(row.calls)}</td>
            <td className="usage-table__number">{integerFormat.format(row.records)}</td>
            <CreditsCell spend={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LargestTable({ rows }: { rows: UsageAnswer['largest'] }) {
  return (
    <table className="usage-table usage-table--wide">
      <caption>Largest pulls</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col" className="usage-table__number usage-table__records">
            Records
          </th>
          <th scope="col" className="usage-table__number">
            Credits
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.at}-${index}`}>
            <td className="usage-table__when">{callTime(row.at)}</td>
            <td>{row.user}</td>
            <td>
              <span className="usage-table__operation">{row.operation}</span>{' '}
              <span className="usage-table__summary">{row.summary}</span>
            </td>
            <td className="usage-table__number usage-table__records">
              {integerFormat.format(row.records)}
            </td>
            <td className="usage-table__number">
              {row.credits === null ? 'unknown' : integerFormat.format(row.credits)}
              {row.creditsSource === 'rule' || row.creditsSource === 'estimated' ? (
                <span className="usage-table__source">
                  {' '}
                  ({row.creditsSource === 'rule' ? 'by the rule' : 'estimated'})
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const AGENT_KIND_WORDS: Record<UsageAnswer['byAgent'][number]['kind'], string> = {
  watch: 'Watch',
  export: 'Server export',
  other: 'Job',
};

/** What watches and server exports spent on their owners' behalf, each its own row. */
export function ByAgentTable({
  rows,
  scope,
}: {
  rows: UsageAnswer['byAgent'];
  scope: UsageAnswer['scope'];
}) {
  return (
    <table className="usage-table usage-table--wide">
      <caption>By watches and server exports</caption>
      <thead>
        <tr>
          <th scope="col">Work</th>
          {scope === 'team' ? <th scope="col">On behalf of</th> : null}
          <th scope="col" className="usage-table__number">
            Calls
          </th>
          <th scope="col" className="usage-table__number usage-table__records">
            Records
          </th>
          <th scope="col" className="usage-table__number">
            Credits
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.agent}-${row.user}`}>
            <th scope="row">
              <span className="usage-table__operation">{AGENT_KIND_WORDS[row.kind]}</span>{' '}
              {row.name}
            </th>
            {scope === 'team' ? <td>{row.user}</td> : null}
            <td className="usage-table__number">{integerFormat.format(row.calls)}</td>
            <td className="usage-table__number usage-table__records">
              {integerFormat.format(row.records)}
            </td>
            <CreditsCell spend={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
