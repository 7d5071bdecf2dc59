import { useLayoutEffect } from 'react';

/** Whether index.html came with the home page's first frame (from the server) rather than the loading ring. */
export const firstFrameShown = document.querySelector('#boot .first-frame') !== null;

/**
 * Takes index.html's boot content (#boot) away once the screen that replaces it is in the document,
 * in a layout effect so both happen in one frame.
 */
export function useBootDone(done = true): void {
  useLayoutEffect(() => {
    if (done) document.getElementById('boot')?.remove();
  }, [done]);
}
