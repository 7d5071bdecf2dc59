import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigation } from 'react-router';
import { DialogHost } from '@/components/ui/dialog-host';
import { LoadingCover } from '@/components/ui/loading-cover';
import { ToastHost } from '@/components/ui/toast';
import { hasAuthStartupParams } from '@/features/auth/startup-params';
import { useAnalyticsId } from '@/features/system/hooks/use-analytics-id';
import { firstFrameShown, useBootDone } from './boot-frame';
import type { bootLoader } from './boot-loader';
import { isHomePath } from './paths';
import { PopupHost } from './popups/popup-host';
import { ScrollManager } from './scroll-manager';
import { useAgentConsolidated } from './use-agent-consolidated';

/* Maintenance and region screens are rare, so their code loads only when the status calls for one. */
const StatusScreen = lazy(() => import('./status-screen').then((m) => ({ default: m.StatusScreen })));
/* Only brands with a Google tag id ask about analytics; the others never load the code. */
const Analytics = lazy(() =>
  import('@/features/analytics/analytics').then((m) => ({ default: m.Analytics })),
);

/**
 * A third-party login's ticket or error, or a password-reset link (`?loginTicket=`, `?loginError=`,
 * `?resetPassword=`): the auth feature's startup loads only when the address has one.
 */
function useAuthStartup(siteShown: boolean) {
  useEffect(() => {
    if (siteShown && hasAuthStartupParams(window.location.search)) {
      void import('./popups/popup-view').then((m) => m.startAuth());
    }
  }, [siteShown]);
}

/** Status gate (product §2): 0 renders the site, 1 maintenance, 2 region restricted. */
export function RootRoute() {
  const { status } = useLoaderData<typeof bootLoader>();
  const navigation = useNavigation();
  useAuthStartup(status.status === 0);
  useAgentConsolidated();
  const { pathname } = useLocation();
  // The home page's first frame stays until the home page's own banner is ready (HomePage); a visit
  // the boot sent elsewhere (a domain route) never shows the home page, so the frame goes at once.
  useBootDone(status.status !== 0 || !firstFrameShown || !isHomePath(pathname));
  const gtagId = useAnalyticsId();
  if (status.status !== 0) {
    return (
      <Suspense fallback={<LoadingCover visible />}>
        <StatusScreen status={status} />
      </Suspense>
    );
  }
  return (
    <>
      <Outlet />
      <ScrollManager />
      <PopupHost />
      <DialogHost />
      <ToastHost />
      <LoadingCover visible={navigation.state === 'loading'} />
      {gtagId !== '' && (
        <Suspense fallback={null}>
          <Analytics gtagId={gtagId} />
        </Suspense>
      )}
    </>
  );
}
