import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Services } from '../services';
import { DomainError } from '../lib/errors';
import { isValidCidr } from '../lib/geo';
import { isSettingKey, settingKeys, type SettingValue } from '../modules/system/settings.schemas';
import type { WhitelabelNode } from '@lobby/contract/system';
import { brandLanguagesAreCoherent, languageCodeSchema, type LanguageCode } from '@lobby/contract/languages';
import { outboxQuerySchema, type OutboxMessage } from '@lobby/contract/sandbox';
import { ledgerIsSound } from '../modules/ledger/ledger';
import {
  runWithdrawalsCommand,
  withdrawalsUsage,
  WithdrawalsOpsError,
} from '../modules/payments/withdrawals.ops';
import { ChatOpsError, chatUsage, runChatCommand } from '../modules/live-chat/live-chat.ops';
import { LotteryOpsError, lotteryUsage, runLotteryCommand } from '../modules/lottery/lottery.ops';
import { MessageOpsError, messageUsage, runMessageCommand } from '../modules/inbox/inbox.ops';
import { FeedbackOpsError, feedbackUsage, runFeedbackCommand } from '../modules/feedback/feedback.ops';
import { RewardOpsError, rewardUsage, runRewardCommand } from '../modules/rewards/rewards.ops';
import { runVipCommand, VipOpsError, vipUsage } from '../modules/vip/vip.ops';
import { ReferralOpsError, referralUsage, runReferralCommand } from '../modules/referral/referral.ops';
import {
  EnvelopeOpsError,
  envelopeUsage,
  runEnvelopeCommand,
} from '../modules/red-envelope/red-envelope.ops';
import { RaffleOpsError, raffleUsage, runRaffleCommand } from '../modules/raffle/raffle.ops';
import { PointsOpsError, pointsUsage, runPointsCommand } from '../modules/points/points.ops';
import {
  ContractOpsError,
  contractUsage,
  runContractCommand,
} from '../modules/agent-contracts/agent-contracts.ops';
import { PayoutOpsError, payoutUsage, runPayoutCommand } from '../modules/agent-payouts/agent-payouts.ops';
import {
  AgentAnnouncementOpsError,
  agentAnnouncementUsage,
  runAgentAnnouncementCommand,
} from '../modules/agent-announcements/agent-announcements.ops';

/** What an operator command needs; the same services the HTTP routes use. */
export type OpsContext = Pick<
  Services,
  | 'settings'
  | 'system'
  | 'outbox'
  | 'ledger'
  | 'wallet'
  | 'payments'
  | 'liveChat'
  | 'lottery'
  | 'inbox'
  | 'feedback'
  | 'rewards'
  | 'operatorLog'
  | 'vip'
  | 'referral'
  | 'redEnvelope'
  | 'raffle'
  | 'points'
  | 'agentContracts'
  | 'agentPayouts'
  | 'agentAnnouncements'
>;

export class OpsUsageError extends Error {}

/** A command that ran and found something wrong: the CLI prints it and exits with 1. */
export class OpsCheckFailed extends OpsUsageError {}

type Command = {
  usage: string;
  summary: string;
  run(
    ctx: OpsContext,
    args: string[],
    options: Record<string, string | undefined>,
    /** Who runs it (OPS_OPERATOR or the system user), for commands that record it themselves. */
    operator: string,
  ): Promise<unknown>;
};

function onOff(value: string | undefined, usage: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new OpsUsageError(`expected on or off\nusage: ${usage}`);
}

function outboxLines(messages: OutboxMessage[]): string {
  if (messages.length === 0) return '(no messages)';
  return messages
    .map((m) => {
      const head = [m.createdAt, m.channel, m.recipient, m.subject].filter(Boolean).join('  ');
      return `${head}\n    ${m.body.replace(/\n/g, '\n    ')}`;
    })
    .join('\n');
}

function flagLines(nodes: WhitelabelNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.modId}: ${n.enabled ? 'on' : 'off'}`,
    ...flagLines(n.childrenNodes, depth + 1),
  ]);
}

type Region = SettingValue<'region'>;
type Brand = SettingValue<'brand'>;

function languageCodesOf(value: string | undefined, usage: string): LanguageCode[] {
  if (!value) throw new OpsUsageError(`missing language code\nusage: ${usage}`);
  return value.split(',').map((raw) => {
    const code = languageCodeSchema.safeParse(raw.trim().toUpperCase());
    if (!code.success) throw new OpsUsageError(`not an interface language: ${raw}`);
    return code.data;
  });
}

/**
 * What a `languages` action does to the brand. The default must stay offered: removing it, or setting a
 * list without it, is refused rather than quietly moving the default.
 */
function languagesChange(action: string | undefined, value: string | undefined, usage: string) {
  const unique = (codes: LanguageCode[]) => [...new Set(codes)];
  let change: (b: Brand) => Brand;
  switch (action) {
    case 'set': {
      const codes = unique(languageCodesOf(value, usage));
      change = (b) => ({ ...b, supportedLanguages: codes });
      break;
    }
    case 'add': {
      const codes = languageCodesOf(value, usage);
      change = (b) => ({ ...b, supportedLanguages: unique([...b.supportedLanguages, ...codes]) });
      break;
    }
    case 'remove': {
      const codes = languageCodesOf(value, usage);
      change = (b) => ({ ...b, supportedLanguages: b.supportedLanguages.filter((c) => !codes.includes(c)) });
      break;
    }
    case 'default': {
      const [code] = languageCodesOf(value, usage);
      change = (b) => ({ ...b, defaultLanguage: code! });
      break;
    }
    default:
      throw new OpsUsageError(`usage: ${usage}`);
  }
  return (current: Brand) => {
    const next = change(current);
    if (!brandLanguagesAreCoherent(next)) {
      throw new OpsUsageError(
        `the brand must offer at least one language, and its default (${next.defaultLanguage}) among them`,
      );
    }
    return next;
  };
}

/** What a `region` action does to the rules; the value is checked before anything is stored. */
function regionChange(action: string | undefined, value: string | undefined, usage: string) {
  const need = () => {
    if (!value) throw new OpsUsageError(`missing value\nusage: ${usage}`);
    return value;
  };
  const without = (list: string[], item: string) => list.filter((x) => x !== item);
  switch (action) {
    case 'block-country': {
      const cc = need().toUpperCase();
      return (r: Region) => ({ ...r, blockedCountries: [...without(r.blockedCountries, cc), cc] });
    }
    case 'unblock-country': {
      const cc = need().toUpperCase();
      return (r: Region) => ({ ...r, blockedCountries: without(r.blockedCountries, cc) });
    }
    case 'block-cidr': {
      const cidr = need();
      if (!isValidCidr(cidr)) throw new OpsUsageError(`not a CIDR range: ${cidr}`);
      return (r: Region) => ({ ...r, blockedCidrs: [...without(r.blockedCidrs, cidr), cidr] });
    }
    case 'unblock-cidr': {
      const cidr = need();
      return (r: Region) => ({ ...r, blockedCidrs: without(r.blockedCidrs, cidr) });
    }
    case 'message': {
      const message = need();
      return (r: Region) => ({ ...r, message });
    }
    case 'clear':
      return (r: Region) => ({ ...r, blockedCountries: [], blockedCidrs: [] });
    default:
      throw new OpsUsageError(`usage: ${usage}`);
  }
}

const commands: Record<string, Command> = {
  maintenance: {
    usage: 'maintenance on|off [--message TEXT]',
    summary: 'switch the maintenance screen on or off',
    async run(ctx, [state], options) {
      const enabled = onOff(state, this.usage);
      return ctx.settings.update('maintenance', (current) => ({
        enabled,
        message: options.message ?? current.message,
      }));
    },
  },
  region: {
    usage:
      'region show | block-country CC | unblock-country CC | block-cidr CIDR | unblock-cidr CIDR | message TEXT | clear',
    summary: 'set the region and IP rules',
    async run(ctx, [action, value]) {
      if (action === 'show') return ctx.settings.get('region');
      return ctx.settings.update('region', regionChange(action, value, this.usage));
    },
  },
  languages: {
    usage: 'languages show | set CODE[,CODE...] | add CODE[,CODE...] | remove CODE[,CODE...] | default CODE',
    summary: "list or change the brand's interface languages; the site's language menu offers only these",
    async run(ctx, [action, value]) {
      const pick = ({ defaultLanguage, supportedLanguages }: Brand) => ({
        defaultLanguage,
        supportedLanguages,
      });
      if (action === 'show') return pick(await ctx.settings.get('brand'));
      return pick(await ctx.settings.update('brand', languagesChange(action, value, this.usage)));
    },
  },
  flag: {
    usage: 'flag MODID on|off',
    summary: 'switch a whitelabel module (feature flag) on or off',
    async run(ctx, [modId, state]) {
      if (!modId) throw new OpsUsageError(`usage: ${this.usage}`);
      const enabled = onOff(state, this.usage);
      if (!(await ctx.system.setFlag(modId.toUpperCase(), enabled))) {
        throw new OpsUsageError(`no whitelabel module ${modId}`);
      }
      return { modId: modId.toUpperCase(), enabled };
    },
  },
  flags: {
    usage: 'flags',
    summary: 'list the whitelabel tree',
    async run(ctx) {
      return flagLines(await ctx.system.whitelabel()).join('\n');
    },
  },
  'ledger:check': {
    usage: 'ledger:check',
    summary: 'prove every balance equals the sum of its entries and every transaction balances',
    async run(ctx) {
      const check = await ctx.ledger.check();
      const summary = `${check.accounts} accounts, ${check.transactions} transactions`;
      if (ledgerIsSound(check)) return `ledger OK: ${summary}`;
      throw new OpsCheckFailed(`ledger FAILED: ${summary}\n${JSON.stringify(check, null, 2)}`);
    },
  },
  credit: {
    usage: 'credit ACCOUNT AMOUNT [--memo TEXT] [--request-id ID]',
    summary:
      "credit a member's main wallet from the BONUS account (AMOUNT in currency units, e.g. 100.50); " +
      'a repeated --request-id credits once',
    async run(ctx, [account, amount], options) {
      const { decimals } = (await ctx.settings.get('brand')).currency;
      const match = amount ? /^(\d{1,13})(?:\.(\d+))?$/.exec(amount) : null;
      if (!account || !match || (match[2]?.length ?? 0) > decimals) {
        throw new OpsUsageError(`usage: ${this.usage}`);
      }
      const minor = Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0'));
      const requestId = options['request-id'] ?? randomUUID();
      try {
        return await ctx.wallet.credit(account, minor, options.memo ?? 'operator credit', requestId);
      } catch (error) {
        // An unknown account, a zero amount, a request id used for another credit: the operator's to fix.
        if (error instanceof DomainError) throw new OpsUsageError(`${error.message} (${account} ${amount})`);
        throw error;
      }
    },
  },
  withdrawals: {
    usage: withdrawalsUsage,
    summary: 'list withdrawals; approve, reject (refunds) or pay one; sandbox auto payout',
    async run(ctx, args, options) {
      try {
        return await runWithdrawalsCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof WithdrawalsOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  chat: {
    usage: chatUsage,
    summary:
      'live-chat rooms: list them, read one, post as the host, delete a message, mute or unmute a member',
    async run(ctx, args, options) {
      try {
        return await runChatCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof ChatOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  lottery: {
    usage: lotteryUsage,
    summary:
      "lottery games (type, draw interval, open or suspended, next draw); a game's last draws with seed " +
      'hash, seed and result; suspend or resume betting on a game (its draws go on)',
    async run(ctx, args, options) {
      try {
        return await runLotteryCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof LotteryOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  message: {
    usage: messageUsage,
    summary:
      "send a platform message to one member's inbox, to every member, to an agent's downline or to the " +
      'members on one VIP level',
    async run(ctx, args, options) {
      try {
        return await runMessageCommand(ctx, args, { ...options, all: options.all === 'true' });
      } catch (error) {
        if (error instanceof MessageOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  feedback: {
    usage: feedbackUsage,
    summary: "list feedback (newest first), answer one (the answer reaches the member's inbox) or close one",
    async run(ctx, args, options) {
      try {
        return await runFeedbackCommand(ctx, args, { ...options, open: options.open === 'true' });
      } catch (error) {
        if (error instanceof FeedbackOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  reward: {
    usage: rewardUsage,
    summary:
      "promotions: list activities; a report of one's cost, claims, deposits and wagering; create, edit, " +
      'pause, resume or end one; settle rebate and cashback now; review applications (approve pays, reject ' +
      'says why); grant a bonus by hand (with wagering) or cancel one (taken back)',
    async run(ctx, args, options) {
      try {
        return await runRewardCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof RewardOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  log: {
    usage: 'log [--limit N]',
    summary: 'the operator log: every command run, by whom, when and how it ended, newest first',
    async run(ctx, _args, options) {
      const limit = Number(options.limit ?? 50);
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000) {
        throw new OpsUsageError('--limit must be a whole number from 1 to 1000');
      }
      const rows = await ctx.operatorLog.recent(limit);
      if (rows.length === 0) return '(nothing recorded)';
      return rows
        .map((row) =>
          [row.at.toISOString(), row.operator, row.outcome.padEnd(7), row.argv.join(' '), row.message]
            .filter(Boolean)
            .join('  '),
        )
        .join('\n');
    },
  },
  referral: {
    usage: referralUsage,
    summary:
      "invite friends: the rule a friend must meet and the rewards; switch it on or off; a member's friends " +
      "and their state; move a friend's deadline",
    async run(ctx, args, options) {
      try {
        return await runReferralCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof ReferralOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  vip: {
    usage: vipUsage,
    summary:
      'VIP levels: the ladder with members on each level; add, change or remove a level (names in each ' +
      "language, thresholds, benefits); set a member's level; a member's totals and level-ups",
    async run(ctx, args, options) {
      try {
        return await runVipCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof VipOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  envelope: {
    usage: envelopeUsage,
    summary:
      'red envelope: list rounds and schedules; create a round (now or later), cancel one, report what it ' +
      'paid; schedule a daily round in brand time or stop a schedule',
    async run(ctx, args, options) {
      try {
        return await runEnvelopeCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof EnvelopeOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  raffle: {
    usage: raffleUsage,
    summary:
      'raffle: create one (its seed hash published at once), list, draw one whose period is over ' +
      '(the job draws them too), cancel one, report its tickets, winners and seed',
    async run(ctx, args, options) {
      try {
        return await runRaffleCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof RaffleOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  points: {
    usage: pointsUsage,
    summary:
      'points mall: earning rates per game type and the conversion, the rules text, the catalogue (add, edit, ' +
      "pause), redemptions (approve or reject goods; a rejection returns the points), a member's points and adjustments",
    async run(ctx, args, options, operator) {
      try {
        return await runPointsCommand(ctx, args, options, operator);
      } catch (error) {
        if (error instanceof PointsOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  contract: {
    usage: contractUsage,
    summary:
      'agent pay contracts: the platform offers one to a top agent, lists contracts (the platform’s, or ' +
      'an agent’s held and given), shows one’s history, ends one of the platform’s',
    async run(ctx, args, options, operator) {
      try {
        return await runContractCommand(ctx, args, options, operator);
      } catch (error) {
        if (error instanceof ContractOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  payout: {
    usage: payoutUsage,
    summary:
      'agent contract payouts: run a pass now (every period over by --at, then what is owed), list ' +
      'payouts paid and owed',
    async run(ctx, args, options) {
      try {
        return await runPayoutCommand(ctx, args, options);
      } catch (error) {
        if (error instanceof PayoutOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  'agent-announcement': {
    usage: agentAnnouncementUsage,
    summary:
      'announcements to agents (the agent centre’s agentAnnouncement page): publish one to every agent or ' +
      'to one top agent’s team, list them, withdraw one',
    async run(ctx, args, options, operator) {
      try {
        return await runAgentAnnouncementCommand(ctx, args, options, operator);
      } catch (error) {
        if (error instanceof AgentAnnouncementOpsError) throw new OpsUsageError(error.message);
        throw error;
      }
    },
  },
  outbox: {
    usage: 'outbox [--to NUMBER_OR_EMAIL] [--channel sms|email] [--limit N]',
    summary: "show the newest sandbox SMS and e-mails (the demo's verification codes), newest first",
    async run(ctx, _args, options) {
      const query = outboxQuerySchema.parse({
        to: options.to,
        channel: options.channel,
        limit: options.limit,
      });
      return outboxLines(await ctx.outbox.list(query));
    },
  },
  settings: {
    usage: 'settings list | get KEY | set KEY JSON',
    summary: 'read or change operator settings',
    async run(ctx, [action, key, json]) {
      if (action === 'list') return ctx.settings.all();
      if (!key || !isSettingKey(key)) {
        throw new OpsUsageError(`unknown setting; one of: ${settingKeys.join(', ')}`);
      }
      if (action === 'get') return ctx.settings.get(key);
      if (action === 'set') {
        let value: unknown;
        try {
          value = JSON.parse(json ?? '');
        } catch {
          throw new OpsUsageError('the value must be JSON');
        }
        return ctx.settings.set(key, value);
      }
      throw new OpsUsageError(`usage: ${this.usage}`);
    },
  },
};

export function helpText(): string {
  const lines = Object.values(commands).map((c) => `  ${c.usage}\n      ${c.summary}`);
  return `usage: npm run ops -- <command>\n\ncommands:\n${lines.join('\n')}`;
}

/** Who runs a command: OPS_OPERATOR when set, otherwise the system user. */
export function operatorName(): string {
  const named = process.env.OPS_OPERATOR?.trim();
  if (named) return named.slice(0, 100);
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Parses argv and runs the command, and records it in the operator log with how it ended (decision
 * 0245). Used by the CLI directly and by the operator API, which passes on the CLI's operator.
 */
export async function runOpsCommand(
  ctx: OpsContext,
  argv: string[],
  operator = operatorName(),
): Promise<unknown> {
  const record = (outcome: 'done' | 'refused' | 'failed', message = '') =>
    ctx.operatorLog.record({
      operator,
      command: argv[0] ?? '',
      argv,
      outcome,
      message: message.slice(0, 2000),
    });
  try {
    const result = await parseAndRun(ctx, argv, operator);
    await record('done');
    return result;
  } catch (error) {
    const refused = error instanceof OpsUsageError || error instanceof TypeError;
    await record(
      refused ? 'refused' : 'failed',
      error instanceof Error ? error.message : String(error),
    ).catch(() => undefined);
    throw error;
  }
}

async function parseAndRun(ctx: OpsContext, argv: string[], operator: string): Promise<unknown> {
  // A negative number (`points adjust ACCOUNT -50`) is a value, not an option: moved behind `--`,
  // where parseArgs reads it as the positional it is (no option is a digit).
  const negative = (arg: string) => /^-\d+$/.test(arg);
  const args =
    argv.includes('--') || !argv.some(negative)
      ? argv
      : [...argv.filter((a) => !negative(a)), '--', ...argv.filter(negative)];
  const { positionals, values } = parseArgs({
    args,
    options: {
      message: { type: 'string' },
      to: { type: 'string' },
      channel: { type: 'string' },
      limit: { type: 'string' },
      reason: { type: 'string' },
      status: { type: 'string' },
      memo: { type: 'string' },
      'request-id': { type: 'string' },
      minutes: { type: 'string' },
      all: { type: 'boolean' },
      open: { type: 'boolean' },
      downline: { type: 'string' },
      vip: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      text: { type: 'string' },
      promotion: { type: 'string' },
      scope: { type: 'string' },
      percent: { type: 'string' },
      max: { type: 'string' },
      'min-deposit': { type: 'string' },
      multiple: { type: 'string' },
      base: { type: 'string' },
      'expiry-days': { type: 'string' },
      'claim-days': { type: 'string' },
      'once-per': { type: 'string' },
      'forfeit-winnings': { type: 'string' },
      budget: { type: 'string' },
      contributions: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
      turnover: { type: 'string' },
      days: { type: 'string' },
      kind: { type: 'string' },
      amount: { type: 'string' },
      amounts: { type: 'string' },
      rates: { type: 'string' },
      period: { type: 'string' },
      'min-loss': { type: 'string' },
      types: { type: 'string' },
      agents: { type: 'string' },
      save: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      bets: { type: 'string' },
      deposits: { type: 'string' },
      'level-up': { type: 'string' },
      weekly: { type: 'string' },
      rebate: { type: 'string' },
      pool: { type: 'string' },
      envelopes: { type: 'string' },
      min: { type: 'string' },
      at: { type: 'string' },
      agent: { type: 'string' },
      state: { type: 'string' },
      wagering: { type: 'string' },
      reward: { type: 'string' },
      'friend-reward': { type: 'string' },
      cap: { type: 'string' },
      prizes: { type: 'string' },
      'per-deposit': { type: 'string' },
      'per-bet': { type: 'string' },
      terms: { type: 'string' },
      rate: { type: 'string' },
      content: { type: 'string' },
      'content-file': { type: 'string' },
      team: { type: 'string' },
      points: { type: 'string' },
      stock: { type: 'string' },
      image: { type: 'string' },
      convert: { type: 'string' },
      enabled: { type: 'string' },
      sort: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [name, ...rest] = positionals;
  const command = name ? commands[name] : undefined;
  if (!command) throw new OpsUsageError(helpText());
  // Flags without a value (--all, --open) arrive as true; commands read every option as text.
  const options = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === true ? 'true' : value === false ? undefined : value,
    ]),
  );
  return command.run(ctx, rest, options, operator);
}
