import { isFlagEnabled, type WhitelabelFlag } from '@lobby/contract/system';
import { usePermission } from '../api/get-permission';

/** False until the site configuration has loaded, so flagged features never flash in. */
export function useWhitelabelFlag(flag: WhitelabelFlag): boolean {
  const tree = usePermission().data?.info.whitelabel;
  return tree ? isFlagEnabled(tree, flag) : false;
}
