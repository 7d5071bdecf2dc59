import { lazy, Suspense } from 'react';
import { useStore } from '@/lib/create-store';
import { dialogStore } from './dialog-store';

const GenericDialog = lazy(() => import('./dialog').then((m) => ({ default: m.GenericDialog })));

/** Renders whatever showDialog() opened; mounted once at the root. */
export function DialogHost() {
  const dialog = useStore(dialogStore);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <GenericDialog key={dialog.id} dialog={dialog} />
    </Suspense>
  );
}
