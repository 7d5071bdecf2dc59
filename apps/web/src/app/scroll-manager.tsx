import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hideLoading } from '@/components/ui/loading-store';

/* Content behind a hash (a promotion, a help article) may render only after its data arrives. */
const anchorWaitMs = 8000;

function scrollToAnchor(id: string): () => void {
  const find = () => document.getElementById(id);
  const found = find();
  if (found) {
    found.scrollIntoView({ block: 'start' });
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    element.scrollIntoView({ block: 'start' });
  });
  const timer = setTimeout(() => stop(), anchorWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** After each navigation: top of the page or the hash anchor, and no loading cover (product §2). */
export function ScrollManager() {
  const location = useLocation();
  useEffect(() => {
    hideLoading();
    const state = location.state as { keepScroll?: boolean } | null;
    if (state?.keepScroll) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    return scrollToAnchor(id);
  }, [location]);
  return null;
}
