import { useState } from 'react';
import type { AgentContract, ContractKind } from '@lobby/contract/agent-contracts';
import { Icon } from '@/components/ui/icon';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { useTranslation } from '@/lib/use-translation';
import { useContracts } from '../../api/get-contracts';
import { AnswerDialog } from './answer-dialog';
import { ContractCard } from './contract-card';
import { useEndContract } from './use-end-contract';

/** How many of its own contracts of a kind the page reads: the one in force, an offer, the last ended. */
const pageSize = 20;

/** What the downline holds of a kind: the contract in force, and an offer waiting for its answer. */
export function splitHeld(list: readonly AgentContract[]) {
  return {
    current: list.find((contract) => contract.state === 'accepted') ?? null,
    offer: list.find((contract) => contract.state === 'offered') ?? null,
    /** The latest contract that ended, so an agent whose contract the rule ended can read why. */
    lastEnded: list.find((contract) => contract.state === 'terminated') ?? null,
  };
}

/** "My contract": the contract the agent holds from its upline, and an offer to answer. */
export function MyContract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts({ role: 'downline', kind, pageNo: 1, pageSize });
  const endContract = useEndContract();
  const [answering, setAnswering] = useState<'accept' | 'reject' | null>(null);

  return (
    <Loaded query={contracts} card failure={t('agentContracts.loadFailed')}>
      {({ list }) => {
        const { current, offer, lastEnded } = splitHeld(list);
        return (
          <div className="contract-stack">
            {offer && (
              <ContractCard
                contract={offer}
                heading={t('agentContracts.offerWaiting')}
                actions={
                  <>
                    <button
                      type="button"
                      className="btn btn--gold btn--small"
                      onClick={() => setAnswering('accept')}
                    >
                      {t('agentContracts.accept')}
                    </button>
                    <button
                      type="button"
                      className="btn btn--outline btn--small"
                      onClick={() => setAnswering('reject')}
                    >
                      {t('agentContracts.reject')}
                    </button>
                  </>
                }
              />
            )}
            {current ? (
              <ContractCard
                contract={current}
                heading={t('agentContracts.current')}
                actions={
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => void endContract(current)}
                  >
                    {t('agentContracts.end')}
                  </button>
                }
              />
            ) : (
              !offer && (
                <EmptyState card icon={<Icon name="crown" size={32} />}>
                  {t('agentContracts.noneHeld')}
                </EmptyState>
              )
            )}
            {!current && lastEnded && (
              <ContractCard contract={lastEnded} heading={t('agentContracts.lastEnded')} />
            )}
            {offer && answering && (
              <AnswerDialog
                offer={offer}
                action={answering}
                current={current}
                onClose={() => setAnswering(null)}
              />
            )}
          </div>
        );
      }}
    </Loaded>
  );
}
