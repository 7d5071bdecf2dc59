import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { configurationProblems, demoAccountProblems, ProductionRefused } from './production-readiness';

const safe = {
  APP_MODE: 'production',
  SEED_DEMO: 'false',
  SMS_PROVIDER_URL: 'https://sms.lobby.example/send',
  SMS_PROVIDER_KEY: 'k',
  SMTP_URL: 'smtps://mail.lobby.example:465',
  MAIL_FROM: 'no-reply@lobby.example',
  PAYMENT_GATEWAY: 'none',
  PUBLIC_URL: 'https://lobby.example',
  SECRETS_KEY: 'a'.repeat(64),
};

describe('production readiness', () => {
  it('finds nothing wrong with a real configuration and no demo accounts', () => {
    expect(configurationProblems(loadConfig(safe))).toEqual([]);
    expect(demoAccountProblems([])).toEqual([]);
  });

  it('names every sandbox, demo part and default secret of a fresh demo configuration', () => {
    const problems = [
      ...configurationProblems(loadConfig({ APP_MODE: 'production' })),
      ...demoAccountProblems(['demo', 'agent01']),
    ];
    const named = problems.map((p) => p.split(':')[0]);
    expect(named).toEqual([
      'SEED_DEMO',
      'SMS_PROVIDER_URL',
      'SMTP_URL',
      'PAYMENT_GATEWAY',
      'PUBLIC_URL',
      'SECRETS_KEY',
      'demo accounts exist in the database',
    ]);
    expect(problems.at(-1)).toContain('demo, agent01');
  });

  it.each([
    [{ PUBLIC_URL: 'http://lobby.example' }, 'PUBLIC_URL'],
    [{ RATE_LIMIT_FACTOR: '50' }, 'RATE_LIMIT_FACTOR'],
    [{ PAYMENT_GATEWAY: 'sandbox' }, 'PAYMENT_GATEWAY'],
    [{ SECRETS_KEY: '', SECRETS_KEY_FILE: '/etc/lobby/secrets.key' }, null],
  ])('judges %o', (change, problem) => {
    const problems = configurationProblems(loadConfig({ ...safe, ...change }));
    expect(problems.map((p) => p.split(':')[0])).toEqual(problem ? [problem] : []);
  });

  it('lists the problems in the refusal', () => {
    const refusal = new ProductionRefused(['SEED_DEMO: x', 'SMTP_URL: y']);
    expect(refusal.message).toContain('  - SEED_DEMO: x\n  - SMTP_URL: y');
  });
});
