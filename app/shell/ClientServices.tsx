import { useEffect, useState, type ReactNode } from 'react';
import { AdProvider, type AdNetworkConfig } from '~/ads/AdProvider';
import { Analytics } from '~/analytics/Analytics';
import { browserRandom, type Random } from '~/lib/random';
import { registerServiceWorker } from '~/service-worker/register';

export interface ClientConfig {
  adNetwork: AdNetworkConfig;
  gaMeasurementId: string | null;
  productionHost: string | null;
}

/** The server never draws lots: every draw happens in effects, in the browser. */
const serverRandom: Random = () => 0;

/**
 * Ads, analytics and the service worker: browser-only services that start
 * after hydration and never block or break the page.
 */
export function ClientServices({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const [randoms] = useState(() =>
    typeof window === 'undefined'
      ? { ads: serverRandom, analytics: serverRandom }
      : { ads: browserRandom('ads'), analytics: browserRandom('analytics') },
  );
  useEffect(() => {
    registerServiceWorker(config.productionHost).catch(() => {
      // Registration fails in private windows and some browsers; the site works without it.
    });
  }, [config.productionHost]);
  return (
    <AdProvider network={config.adNetwork} random={randoms.ads}>
      <Analytics measurementId={config.gaMeasurementId} random={randoms.analytics} />
      {children}
    </AdProvider>
  );
}
