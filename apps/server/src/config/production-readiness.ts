import type { Config } from './env';

/**
 * Everything in the environment that would make a production site unsafe for real money, one line
 * each, naming the variable to change (docs/security.md, "Demo and production"). Judged before the
 * database is opened; `demoAccountProblems` judges the data once it is.
 */
export function configurationProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.SEED_DEMO) {
    problems.push('SEED_DEMO: the demo brand, catalogue and accounts would be seeded (set SEED_DEMO=false)');
  }
  if (!config.SMS_PROVIDER_URL) {
    problems.push('SMS_PROVIDER_URL: SMS codes would stay in the sandbox outbox (set an SMS provider)');
  }
  if (!config.SMTP_URL) {
    problems.push('SMTP_URL: e-mails would stay in the sandbox outbox (set an SMTP server)');
  }
  if (config.PAYMENT_GATEWAY === 'sandbox') {
    problems.push(
      'PAYMENT_GATEWAY: the sandbox gateway would confirm deposits nobody paid (set a real gateway, or none)',
    );
  }
  if (!config.PUBLIC_URL?.startsWith('https://')) {
    problems.push('PUBLIC_URL: the public address must be https:// (links in e-mails, Secure cookies, HSTS)');
  }
  if (!config.SECRETS_KEY && !config.SECRETS_KEY_FILE) {
    problems.push(
      'SECRETS_KEY: server secrets would be encrypted with a key generated beside the data (set SECRETS_KEY or SECRETS_KEY_FILE)',
    );
  }
  if (config.RATE_LIMIT_FACTOR !== 1) {
    problems.push('RATE_LIMIT_FACTOR: rate limits would be widened (browser tests only; remove it)');
  }
  return problems;
}

/** The demo seed's accounts (`register_method = 'DEMO'`) found in the database, by name. */
export function demoAccountProblems(demoAccounts: readonly string[]): string[] {
  if (demoAccounts.length === 0) return [];
  return [
    `demo accounts exist in the database: ${demoAccounts.join(', ')} (their passwords are public; ` +
      'start from a database the demo never seeded)',
  ];
}

/** Stops the start when anything is wrong. */
export function refuseProduction(problems: string[]): void {
  if (problems.length > 0) throw new ProductionRefused(problems);
}

export class ProductionRefused extends Error {
  constructor(readonly problems: string[]) {
    super(
      `APP_MODE=production refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See docs/security.md, "Demo and production".',
    );
  }
}
