import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingCover } from '@/components/ui/loading-cover';
import { closePopup, usePopup } from '@/lib/popup-store';

/** The popups and their wiring load with the first popup opened, not with the home page. */
const PopupView = lazy(() => import('./popup-view'));

/** Routes that exist only to open a popup over the home page; closing it returns to /. */
const popupRoutes = ['/login', '/register', '/help'];

/** Renders the popup that popup-store holds, wiring each feature's popup to the data it needs. */
export function PopupHost() {
  const popup = usePopup();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!popup) return null;

  function leavePopupRoute() {
    if (popupRoutes.includes(pathname)) void navigate('/', { replace: true });
  }
  function onClose() {
    closePopup();
    leavePopupRoute();
  }
  /** After a successful login, registration or password change: product §4 returns to /. */
  function onDone() {
    closePopup();
    if (pathname !== '/') void navigate('/', { replace: popupRoutes.includes(pathname) });
  }
  return (
    <Suspense fallback={<LoadingCover visible />}>
      <PopupView popup={popup} onClose={onClose} onDone={onDone} />
    </Suspense>
  );
}
