import { useEffect } from 'react';

let openCount = 0;

/** Stops the page behind modals from scrolling; counted so stacked modals unlock only at the end. */
export function useScrollLock(): void {
  useEffect(() => {
    openCount += 1;
    document.documentElement.classList.add('has-modal');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.documentElement.classList.remove('has-modal');
    };
  }, []);
}
