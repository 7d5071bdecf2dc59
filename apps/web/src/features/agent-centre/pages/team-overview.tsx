import type { TeamOverviewValue } from '@lobby/contract/agent-team';
import { Icon } from '@/components/ui/icon';
import { showToast } from '@/components/ui/toast-store';
import { Loaded } from '@/components/records/load-state';
import { useTranslation } from '@/lib/use-translation';
import { useTeamOverview } from '../api/get-team-overview';
import { useMoneyText } from '../agent-context';
import './agent-pages.css';

/** Where a registration carrying the agent's code starts: the register popup checks it (product §4). */
export const invitationLink = (origin: string, code: string) =>
  `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="team-stat">
      <dt className="team-stat__label">{label}</dt>
      <dd className="team-stat__value" dir="ltr" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Overview({ team }: { team: TeamOverviewValue }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const link = team.invitationCode ? invitationLink(window.location.origin, team.invitationCode) : '';

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('agentCentre.team.copied'), 'success');
    } catch {
      // No clipboard (an insecure origin, or permission refused): the text stays there to select.
      showToast(t('agentCentre.team.copyFailed'), 'error');
    }
  }

  return (
    <div className="team-page">
      <section className="mc-card" aria-labelledby="team-size-heading">
        <h2 id="team-size-heading" className="mc-card__title">
          {t('agentCentre.team.sizeTitle')}
        </h2>
        <dl className="team-stats">
          <Stat
            label={t('agentCentre.team.teamSize')}
            value={team.teamMembers + team.teamAgents}
            testId="team-size"
          />
          <Stat label={t('agentCentre.team.teamMembers')} value={team.teamMembers} testId="team-members" />
          <Stat label={t('agentCentre.team.teamAgents')} value={team.teamAgents} testId="team-agents" />
          <Stat
            label={t('agentCentre.team.directMembers')}
            value={team.directMembers}
            testId="direct-members"
          />
          <Stat label={t('agentCentre.team.directAgents')} value={team.directAgents} testId="direct-agents" />
          <Stat label={t('agentCentre.team.newToday')} value={team.newToday} testId="new-today" />
          <Stat label={t('agentCentre.team.newThisMonth')} value={team.newThisMonth} testId="new-month" />
          <Stat
            label={t('agentCentre.team.teamBalance')}
            value={money(team.teamBalance)}
            testId="team-balance"
          />
        </dl>
      </section>

      <section className="mc-card invite-card" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="mc-card__title">
          {t('agentCentre.team.inviteTitle')}
        </h2>
        {team.invitationCode ? (
          <>
            <p className="invite-card__intro">{t('agentCentre.team.inviteIntro')}</p>
            <div className="invite-card__row">
              <span className="invite-card__label">{t('agentCentre.team.code')}</span>
              <code className="invite-card__value" data-testid="invitation-code">
                {team.invitationCode}
              </code>
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={() => void copy(team.invitationCode ?? '')}
                aria-label={t('agentCentre.team.copyCode')}
              >
                {t('agentCentre.team.copy')}
              </button>
            </div>
            <div className="invite-card__row">
              <span className="invite-card__label">{t('agentCentre.team.link')}</span>
              <code className="invite-card__value invite-card__value--link" dir="ltr">
                {link}
              </code>
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={() => void copy(link)}
                aria-label={t('agentCentre.team.copyLink')}
              >
                {t('agentCentre.team.copy')}
              </button>
            </div>
          </>
        ) : (
          <p className="invite-card__intro">
            <Icon name="info" size={18} /> {t('agentCentre.team.noCode')}
          </p>
        )}
      </section>
    </div>
  );
}

/** agentTeamOverview, the agent centre's default page: the team in figures and how to grow it. */
export function TeamOverview() {
  const { t } = useTranslation();
  const overview = useTeamOverview();
  return (
    <Loaded query={overview} card failure={t('agentCentre.loadFailed')}>
      {(team) => <Overview team={team} />}
    </Loaded>
  );
}
