import { isAgentType } from '@lobby/contract/accounts';
import { DomainError } from '../../lib/errors';

/** Agents only (product §6): the team pages, and transfers to the downline (wallet.service). */
export function requireAgent(member: { type: number }): void {
  if (!isAgentType(member.type)) throw new DomainError('FORBIDDEN', 'agents_only', 403);
}
