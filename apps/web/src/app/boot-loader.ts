import { redirect, type LoaderFunctionArgs } from 'react-router';
import { announcementsQueryOptions, readerExecutions } from '@/features/announcements/api/get-announcements';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { gameVendorsQueryOptions } from '@/features/games/api/get-game-vendors';
import { promotionsQueryOptions } from '@/features/promotions/api/get-promotions';
import { brandQueryOptions } from '@/features/system/api/get-brand';
import { countriesQueryOptions } from '@/features/system/api/get-countries';
import { domainRouteQueryOptions } from '@/features/system/api/get-domain-route';
import { domainRouteTarget } from '@/features/system/domain-route';
import { merchantWalletQueryOptions } from '@/features/system/api/get-merchant-wallet';
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
import { homePaths, isHomePath } from './paths';
import { setCurrentLanguage } from '@/lib/language-state';

/** The home page itself; /login, /register and /help ask for a popup, so a domain route leaves them. */
const plainHomePaths: readonly string[] = homePaths.filter(
  (path) => !['/login', '/register', '/help'].includes(path),
);

/**
 * Product §7 domain routes: a visit landing on the home page of a domain the operator routes
 * elsewhere (an agent domain to /agent) starts there instead. Asked only for such a visit, beside
 * the status; a failed call leaves the visitor on the home page.
 */
async function domainRedirect(url: URL): Promise<string | null> {
  if (!plainHomePaths.includes(url.pathname)) return null;
  try {
    const config = await queryClient.ensureQueryData(domainRouteQueryOptions());
    return domainRouteTarget(config, url, (path) => plainHomePaths.includes(path));
  } catch {
    return null;
  }
}

/**
 * Runs before anything renders: the status decides between the site and a status screen, and the
 * language must be loaded. Everything else the first screen needs starts downloading meanwhile.
 */
export async function bootLoader({ request }: LoaderFunctionArgs) {
  const status = queryClient.ensureQueryData(statusQueryOptions());
  const domainTarget = domainRedirect(new URL(request.url));
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
  // The calls below go out before the language file is in: they carry the chosen language already
  // (member info's VIP label comes in it).
  setCurrentLanguage(language);
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
  // The login and register forms' settings, so they open complete, and the wallet mode (product
  // §7, cached in session); not the first screen's.
  if (await open) {
    whenIdle(() => {
      void queryClient.prefetchQuery(validationRulesQueryOptions());
      void queryClient.prefetchQuery(countriesQueryOptions());
      void queryClient.prefetchQuery(merchantWalletQueryOptions());
    });
  }

  const target = await domainTarget;
  if (target) throw redirect(target);
  return { status: await status };
}

export type BootData = Awaited<ReturnType<typeof bootLoader>>;
