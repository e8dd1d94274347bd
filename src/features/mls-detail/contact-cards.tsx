// Agent and office cards: the listing side, the co-listing side and the co-selling (buyer's) side.
import type { MlsAgent, MlsOffice } from '../../api/contract/mls-response';
import { MISSING } from '../../lib/format';
import { DrawerSection, NotProvided } from './facts';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function AgentCard({
  title,
  agent,
  none,
}: {
  title: string;
  agent: MlsAgent | null | undefined;
  none: string;
}) {
  return (
    <DrawerSection title={title}>
      {agent ? (
        <div className="mls-contact">
          <p className="mls-contact__name">
            {agent.fullName ??
              ([agent.firstName, agent.lastName].filter(Boolean).join(' ') || MISSING)}
          </p>
          {agent.phone ? (
            <p>
              <a href={telOf(agent.phone)}>{agent.phone}</a>
            </p>
          ) : null}
          {agent.email ? (
            <p>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </p>
          ) : null}
          {agent.mlsAgentId ? <p className="mls-muted">Agent ID {agent.mlsAgentId}</p> : null}
        </div>
      ) : (
        <NotProvided>{none}</NotProvided>
      )}
    </DrawerSection>
  );
}

export function OfficeCard({
  title,
  office,
  none,
}: {
  title: string;
  office: MlsOffice | null | undefined;
  none: string;
}) {
  const place = office
    ? [
        office.address,
        office.city,
        [office.stateOrProvince, office.postalCode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <DrawerSection title={title}>
      {office ? (
        <div className="mls-contact">
          <p className="mls-contact__name">{office.name ?? MISSING}</p>
          {place ? <p>{place}</p> : null}
          {office.phone ? (
            <p>
              <a href={telOf(office.phone)}>{office.phone}</a>
            </p>
          ) : null}
          {office.email ? (
            <p>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
          ) : null}
          {office.mlsOfficeId ? <p className="mls-muted">Office ID {office.mlsOfficeId}</p> : null}
        </div>
      ) : (
        <NotProvided>{none}</NotProvided>
      )}
    </DrawerSection>
  );
}
