import type { HelpCategory } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';

const categoryKey = {
  account: 'help.categories.account',
  deposit: 'help.categories.deposit',
  withdraw: 'help.categories.withdraw',
  games: 'help.categories.games',
  responsible: 'help.categories.responsible',
  terms: 'help.categories.terms',
} as const;

function isKnown(category: string): category is keyof typeof categoryKey {
  return category in categoryKey;
}

/**
 * A category's heading: the server's title when it sends a real one, otherwise (title equal to
 * the category code) the site's own translation of the known categories.
 */
export function useCategoryTitle() {
  const { t } = useTranslation();
  return (category: HelpCategory): string => {
    if (category.title !== category.category || !isKnown(category.category)) return category.title;
    return t(categoryKey[category.category]);
  };
}
