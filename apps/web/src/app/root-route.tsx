import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData, useNavigation } from 'react-router';
import { DialogHost } from '@/components/ui/dialog';
import { LoadingCover } from '@/components/ui/loading-cover';
import { ToastHost } from '@/components/ui/toast';
import type { bootLoader } from './boot-loader';
import { PopupHost } from './popups/popup-host';
import { ScrollManager } from './scroll-manager';

/* Maintenance and region screens are rare, so their code loads only when the status calls for one. */
const StatusScreen = lazy(() => import('./status-screen').then((m) => ({ default: m.StatusScreen })));

/** Status gate (spec §2): 0 renders the site, 1 maintenance, 2 region restricted. */
export function RootRoute() {
  const { status } = useLoaderData<typeof bootLoader>();
  const navigation = useNavigation();
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
    </>
  );
}
