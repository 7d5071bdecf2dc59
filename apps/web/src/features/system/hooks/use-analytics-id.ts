import { usePermission } from '../api/get-permission';

/** The brand's Google tag id, or '' while the site configuration loads and when the brand has none. */
export function useAnalyticsId(): string {
  return usePermission().data?.info.analytics.gtagId ?? '';
}
