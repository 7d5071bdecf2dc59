import { useLayoutEffect } from 'react';

/** Whether index.html came with the home page's first frame (from the server) rather than the loading ring. */
export const firstFrameShown = document.querySelector('#boot .first-frame') !== null;

const removeBoot = () => document.getElementById('boot')?.remove();

/**
 * Takes index.html's boot content (#boot) away once the screen that replaces it is in the document,
 * in a layout effect so both happen in one frame; at the latest when that screen goes away, so the
 * frame can never outstay its page.
 */
export function useBootDone(done = true): void {
  useLayoutEffect(() => {
    if (done) removeBoot();
    return removeBoot;
  }, [done]);
}
