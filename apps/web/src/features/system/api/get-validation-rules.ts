import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemPaths, validationRulesValueSchema } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/** Registration field rules, kept in session storage (product §7: cached in session). */
export async function getValidationRules(signal?: AbortSignal) {
  const rules = await apiGet(systemPaths.validationRules, {}, validationRulesValueSchema, signal);
  writeSessionJson(sessionKeys.validate, rules);
  return rules;
}

export const validationRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'validation-rules'],
    queryFn: ({ signal }) => getValidationRules(signal),
    initialData: () => readSessionJson(sessionKeys.validate, validationRulesValueSchema) ?? undefined,
    staleTime: Infinity,
  });

export function useValidationRules() {
  return useQuery(validationRulesQueryOptions());
}
