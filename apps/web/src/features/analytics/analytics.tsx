import { useEffect } from 'react';
import { useStore } from '@/lib/create-store';
import { ConsentBanner } from './components/consent-banner';
import { consentStore } from './consent-store';
import { startGoogleTag, stopGoogleTag } from './google-tag';

/**
 * Analytics for a brand with a Google tag id: asks the visitor first, loads the tag only after they
 * accepted, and stops it (and clears its cookies) when they decline later.
 */
export function Analytics({ gtagId }: { gtagId: string }) {
  const consent = useStore(consentStore);
  useEffect(() => {
    if (consent === 'granted') startGoogleTag(gtagId);
    else if (consent === 'denied') stopGoogleTag();
  }, [consent, gtagId]);
  return consent === null ? <ConsentBanner /> : null;
}
