import { Icon, type IconName } from '@/components/ui/icon';
import './agent-marketing.css';

/*
 * Spec §2: the agent landing page carries its marketing text in Chinese, whatever the interface
 * language; lang="zh-CN" lets browsers and screen readers read it correctly.
 */
const benefits: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'coins',
    title: '高额佣金',
    text: '佣金比例随团队有效投注与净盈利阶梯提升，业绩越好，比例越高，收益上不封顶。',
  },
  {
    icon: 'agent',
    title: '团队管理',
    text: '专属代理后台实时查看下级会员、团队投注、存取款与盈亏报表，团队动态一目了然。',
  },
  {
    icon: 'deposit',
    title: '每日结算',
    text: '佣金每日自动结算，次日即可申请提款，资金流水清晰透明，无需漫长等待。',
  },
  {
    icon: 'headset',
    title: '专属支持',
    text: '一对一代理顾问全程协助，提供推广素材与活动方案，7×24 小时客服随时响应。',
  },
];

const steps = [
  '联系客服申请代理账号',
  '获取专属推广链接与邀请码',
  '邀请好友注册并开始游戏',
  '每日查看报表，轻松领取佣金',
];

type AgentMarketingProps = { applyUrl?: string };

export function AgentMarketing({ applyUrl }: AgentMarketingProps) {
  return (
    <section className="agent-marketing" lang="zh-CN" aria-labelledby="agent-marketing-title">
      <p className="agent-marketing__eyebrow">代理合作计划</p>
      <h1 id="agent-marketing-title" className="agent-marketing__title">
        加入我们，<span>成为合作代理</span>
      </h1>
      <p className="agent-marketing__lead">
        零门槛、零成本创业。发展您的团队，分享平台成长红利，开启属于您的长期收益。
      </p>
      <ul className="agent-marketing__benefits">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="agent-marketing__benefit">
            <span className="agent-marketing__icon">
              <Icon name={benefit.icon} size={24} />
            </span>
            <h2>{benefit.title}</h2>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      <div className="agent-marketing__steps">
        <h2>如何成为代理</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {applyUrl && (
          <a className="btn btn--teal" href={applyUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="headset" size={18} />
            联系客服申请代理
          </a>
        )}
      </div>
      <p className="agent-marketing__note">代理须年满 18 周岁，并遵守所在地法律法规及平台代理协议。</p>
    </section>
  );
}
