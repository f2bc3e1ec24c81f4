import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as agentApi from '../../api/agent';
import type { InviterBaseConfig, InviterInfo, InviterPrize } from '../../api/agent';
import { AGENT_ACTIVE_DAYS } from '../../../machines/rules/agent';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { useSignedIn } from '../../session/useSignedIn';
import { useSiteActors } from '../../session/SiteActorsContext';
import { paths } from '../../config/paths';
import { AgentHero } from './AgentHero';
import { RewardMarquee } from './RewardMarquee';
import { AgentSteps } from './AgentSteps';
import { ProgrammeTables } from './ProgrammeTables';
import { AgentContacts } from './AgentContacts';
import { JoinProgramme } from './JoinCard';
import { InviteCard } from './InviteCard';
import { AgentStats, type AgentFigures } from './AgentStats';
import { AgentReports } from './AgentReports';
import './AgentPage.css';

/** A visitor's way in: sign up (then join here), or log in. */
function VisitorCall() {
  return (
    <div className="agent-call" data-testid="agent-visitor">
      <h2>
        <FormattedMessage id="agent.join.title" />
      </h2>
      <p>
        <FormattedMessage id="agent.join.lead" />
      </p>
      <Link href={paths.register()} className="button button--gold button--block">
        <FormattedMessage id="agent.signUp" />
      </Link>
      <Link href={paths.login()} className="agent-call__login">
        <FormattedMessage id="agent.logIn" />
      </Link>
    </div>
  );
}

/** The agent's statistics (a list of one, for its loading and retry). */
function AgentFiguresSection() {
  const figures = useList<AgentFigures>({
    fetchPage: async () => {
      const [total, earned] = await Promise.all([agentApi.getInviterTotal({ handles: 'all' }), agentApi.getRebateTotal({ handles: 'all' })]);
      return { items: [{ total, earned, activeDays: AGENT_ACTIVE_DAYS }], total: 1 };
    },
  });
  return figures.loaded ? <AgentStats figures={figures.items[0]} /> : <ListStatus list={figures} />;
}

/** A member's part of the page: the join card, or the agent's invitation, statistics and reports. */
function MemberArea() {
  const { notify } = useSiteActors();
  const [joined, setJoined] = useState<InviterInfo | null>(null);
  const info = useList<InviterInfo>({ fetchPage: async () => ({ items: [await agentApi.getInviterInfo({ handles: 'all' })], total: 1 }) });
  const onJoined = useCallback(
    (fresh: InviterInfo) => {
      setJoined(fresh);
      notify('success', 'agent.join.done');
    },
    [notify],
  );
  const current = joined ?? (info.loaded ? info.items[0] : null);
  const action = !current ? <ListStatus list={info} /> : current.isAgent ? <InviteCard info={current} /> : <JoinProgramme join={agentApi.becomeInviter} onJoined={onJoined} />;
  return (
    <>
      <AgentHero>{action}</AgentHero>
      <RewardMarquee />
      {current?.isAgent && (
        <>
          <AgentFiguresSection />
          <AgentReports />
        </>
      )}
    </>
  );
}

interface Programme {
  config: InviterBaseConfig;
  prizes: InviterPrize[];
}

/**
 * /agent, the agent programme (spec section 2; a public route): what it offers (up to 55 %), the marquee of the
 * latest rewards, and then by who is looking: a visitor reads how it works and is asked to sign up; a member
 * joins; an agent shares the code and link (with its QR code) and reads the statistics, the member report, the
 * member game details and the platform fee details. The tiers, fees, prizes, rules and contacts close the page.
 */
export default function AgentPage() {
  const signedIn = useSignedIn();
  const programme = useList<Programme>({ fetchPage: async () => ({ items: [await agentApi.getProgramme({ handles: 'all' })], total: 1 }) });
  const loaded = programme.loaded ? programme.items[0] : null;
  return (
    <div className="agent-page">
      {signedIn ? (
        <MemberArea />
      ) : (
        <>
          <AgentHero>
            <VisitorCall />
          </AgentHero>
          <RewardMarquee />
          <AgentSteps />
        </>
      )}
      {loaded ? (
        <>
          <ProgrammeTables config={loaded.config} prizes={loaded.prizes} />
          <AgentContacts contacts={loaded.config.contacts} />
        </>
      ) : (
        <ListStatus list={programme} />
      )}
    </div>
  );
}
