import { Icon, type IconName } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import './agent-marketing.css';

/* The agent landing page's pitch, in the visitor's language (issue 16: content in every language). */
const benefits: { icon: IconName; title: string; text: string }[] = [
  { icon: 'coins', title: 'agent.marketing.commissionTitle', text: 'agent.marketing.commissionText' },
  { icon: 'agent', title: 'agent.marketing.teamTitle', text: 'agent.marketing.teamText' },
  { icon: 'deposit', title: 'agent.marketing.settlementTitle', text: 'agent.marketing.settlementText' },
  { icon: 'headset', title: 'agent.marketing.supportTitle', text: 'agent.marketing.supportText' },
];

const steps = [
  'agent.marketing.step1',
  'agent.marketing.step2',
  'agent.marketing.step3',
  'agent.marketing.step4',
];

type AgentMarketingProps = { applyUrl?: string };

export function AgentMarketing({ applyUrl }: AgentMarketingProps) {
  const { t } = useTranslation();
  return (
    <section className="agent-marketing" aria-labelledby="agent-marketing-title">
      <p className="agent-marketing__eyebrow">{t('agent.marketing.eyebrow')}</p>
      <h1 id="agent-marketing-title" className="agent-marketing__title">
        {t('agent.marketing.titleLead')} <span>{t('agent.marketing.titleHighlight')}</span>
      </h1>
      <p className="agent-marketing__lead">{t('agent.marketing.lead')}</p>
      <ul className="agent-marketing__benefits">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="agent-marketing__benefit">
            <span className="agent-marketing__icon">
              <Icon name={benefit.icon} size={24} />
            </span>
            <h2>{t(benefit.title)}</h2>
            <p>{t(benefit.text)}</p>
          </li>
        ))}
      </ul>
      <div className="agent-marketing__steps">
        <h2>{t('agent.marketing.stepsTitle')}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        {applyUrl && (
          <a className="btn btn--teal" href={applyUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="headset" size={18} />
            {t('agent.marketing.apply')}
          </a>
        )}
      </div>
      <p className="agent-marketing__note">{t('agent.marketing.note')}</p>
    </section>
  );
}
