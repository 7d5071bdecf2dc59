import {
  contractRate,
  maxContractRate,
  maxContractTiers,
  tiersAscend,
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
} from '@lobby/contract/agent-contracts';
import { minorToInput, parseAmount } from '@/lib/money-input';

/** How a tier's field is typed: money (currency units), a count of members, or a rate (percent). */
export type FieldType = 'money' | 'count' | 'rate';

/** A tier's fields by kind, in the contract's order (thresholds first, rates last). */
export const tierFields = {
  dividend: ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate'],
  dailySalary: ['dailyBetAmount', 'activeMembers', 'rate'],
  hourlySalary: ['hourlyBetAmount', 'activeMembers', 'rate'],
  realTimeSalary: ['singleBet', 'winRate', 'lossRate'],
} as const satisfies Record<ContractKind, readonly string[]>;
export type TierField = (typeof tierFields)[ContractKind][number];

export function fieldType(field: TierField): FieldType {
  if (/rate$/i.test(field)) return 'rate';
  return field === 'activeMembers' ? 'count' : 'money';
}

/** The texts the agent typed for one tier, by field. */
export type TierDraft = Partial<Record<TierField, string>>;

export function emptyTier(kind: ContractKind): TierDraft {
  return Object.fromEntries(tierFields[kind].map((field) => [field, ''])) as TierDraft;
}

/** A new tier continues the last one: its thresholds and rates, to be raised. */
export function nextTier(tiers: readonly TierDraft[], kind: ContractKind): TierDraft {
  return tiers.length === 0 ? emptyTier(kind) : { ...tiers[tiers.length - 1] };
}

export const canAddTier = (tiers: readonly unknown[]) => tiers.length < maxContractTiers;

/** "1.5" → 150 basis points; at most two decimals and 100 %. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= maxContractRate ? bps : null;
}

/** Basis points as the agent types them: 150 → "1.5". */
export const rateInput = (bps: number) => String(bps / 100);

function parseField(type: FieldType, text: string, decimals: number): number | null {
  const trimmed = text.trim();
  if (type === 'rate') return parseRate(trimmed);
  if (type === 'count')
    return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= 1_000_000 ? Number(trimmed) : null;
  // A threshold of nothing is allowed: the first tier often starts at 0.
  if (/^0*(\.0*)?$/.test(trimmed) && trimmed !== '' && trimmed !== '.') return 0;
  const parsed = parseAmount(trimmed, decimals);
  return parsed.ok ? parsed.minor : null;
}

/** What is wrong with an offer, for the form to say. */
export type OfferProblem =
  /** The field at [tier, field] is empty or not a number of its type. */
  | { kind: 'field'; tier: number; field: TierField }
  /** Tiers do not rise (thresholds not lower and one higher, rates not lower). */
  | { kind: 'notRising' }
  /** Every rate is 0. */
  | { kind: 'noRate' }
  /** A rate is above the agent's own contract's rate (decision 0255). */
  | { kind: 'aboveOwn'; own: number };

export type ParsedOffer = { ok: true; terms: ContractTerms } | { ok: false; problems: OfferProblem[] };

/**
 * The form's tiers as contract terms, or every problem with them: the same rules the server keeps
 * (packages/contract agent-contracts.ts), checked before sending so the agent sees them at once.
 */
export function parseOffer(
  kind: ContractKind,
  period: DividendPeriod,
  drafts: readonly TierDraft[],
  decimals: number,
  ownRate: number,
): ParsedOffer {
  const problems: OfferProblem[] = [];
  const tiers = drafts.map((draft, tier) =>
    Object.fromEntries(
      tierFields[kind].map((field) => {
        const value = parseField(fieldType(field), draft[field] ?? '', decimals);
        if (value === null) problems.push({ kind: 'field', tier, field });
        return [field, value ?? 0];
      }),
    ),
  );
  if (problems.length > 0) return { ok: false, problems };
  if (!tiersAscend(tiers)) problems.push({ kind: 'notRising' });
  const terms = (kind === 'dividend' ? { kind, period, tiers } : { kind, tiers }) as ContractTerms;
  const rate = contractRate(terms);
  if (rate === 0) problems.push({ kind: 'noRate' });
  if (rate > ownRate) problems.push({ kind: 'aboveOwn', own: ownRate });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, terms };
}

/** A contract's tiers as the form's texts, to offer the same terms again. */
export function draftsOf(terms: ContractTerms, decimals: number): TierDraft[] {
  return terms.tiers.map(
    (tier) =>
      Object.fromEntries(
        Object.entries(tier).map(([field, value]) => {
          const type = fieldType(field as TierField);
          const text =
            type === 'rate'
              ? rateInput(value)
              : type === 'money'
                ? minorToInput(value, decimals)
                : String(value);
          return [field, text];
        }),
      ) as TierDraft,
  );
}
