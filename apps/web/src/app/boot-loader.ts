import type { LoaderFunctionArgs } from 'react-router';
import { announcementsQueryOptions, readerExecutions } from '@/features/announcements/api/get-announcements';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { gameVendorsQueryOptions } from '@/features/games/api/get-game-vendors';
import { promotionsQueryOptions } from '@/features/promotions/api/get-promotions';
import { brandQueryOptions } from '@/features/system/api/get-brand';
import { countriesQueryOptions } from '@/features/system/api/get-countries';
import { permissionQueryOptions } from '@/features/system/api/get-permission';
import { statusQueryOptions } from '@/features/system/api/get-status';
import { validationRulesQueryOptions } from '@/features/system/api/get-validation-rules';
import { chooseStartLanguage, startI18n } from '@/lib/i18n';
import { hasSession } from '@/lib/session';
import { writeLocal, writeSession } from '@/lib/storage';
import { localKeys, sessionKeys } from '@/lib/storage-keys';
import { whenIdle } from '@/lib/use-idle';
import { queryClient } from './query-client';
import { loadMemberHeader } from './layout/site-header';
import { isHomePath } from './paths';

/**
 * Runs before anything renders: the status decides between the site and a status screen, and the
 * language must be loaded. Everything else the first screen needs starts downloading meanwhile.
 */
export async function bootLoader({ request }: LoaderFunctionArgs) {
  const status = queryClient.ensureQueryData(statusQueryOptions());
  const brand = queryClient.ensureQueryData(brandQueryOptions());
  void queryClient.prefetchQuery(permissionQueryOptions());
  brand.then(
    (value) => {
      writeSession(sessionKeys.merchantCode, value.merchantCode);
      writeLocal(localKeys.merchantCode, value.merchantCode);
    },
    () => undefined,
  );

  const brandDefault = async () => (await brand).defaultLanguage;
  const language = await chooseStartLanguage(() => brand);
  // The first screen's data is requested while the language file is still on its way, but only
  // for an open site: under maintenance or a region block the API refuses those calls.
  const open = status.then(
    (value) => value.status === 0,
    () => false,
  );
  void open.then((isOpen) => {
    if (!isOpen) return;
    // Product §4: a stored (or URL) token starts the logged-in state by loading member info.
    if (hasSession()) {
      void loadMemberHeader().catch(() => undefined);
      void import('@/features/account/api/get-member-info').then(
        (m) => queryClient.prefetchQuery(m.memberInfoQueryOptions()),
        () => undefined,
      );
    }
    void queryClient.prefetchQuery(gameVendorsQueryOptions(language));
    if (isHomePath(new URL(request.url).pathname)) {
      void queryClient.prefetchQuery(bannersQueryOptions('w_home', language));
      void queryClient.prefetchQuery(promotionsQueryOptions(language));
      void queryClient.prefetchQuery(
        announcementsQueryOptions({ types: ['B'], executions: readerExecutions(hasSession()), language }),
      );
    }
  });
  await startI18n(language, async () => (await brandDefault()) ?? language);
  // The login and register forms' settings, so they open complete; not the first screen's.
  if (await open) {
    whenIdle(() => {
      void queryClient.prefetchQuery(validationRulesQueryOptions());
      void queryClient.prefetchQuery(countriesQueryOptions());
    });
  }

  return { status: await status };
}

export type BootData = Awaited<ReturnType<typeof bootLoader>>;
