import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Random } from '~/lib/random';

export interface AdNetworkConfig {
  /** The image format's script (the network inserts its ad element). */
  scriptUrl: string | null;
  /** The inline format's JSON endpoint. */
  jsonUrl: string | null;
}

export interface AdConfig extends AdNetworkConfig {
  random: Random;
}

const AdContext = createContext<AdConfig | null>(null);

export function AdProvider({ network, random, children }: { network: AdNetworkConfig; random: Random; children: ReactNode }) {
  const value = useMemo(() => ({ ...network, random }), [network, random]);
  return <AdContext.Provider value={value}>{children}</AdContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const config = useContext(AdContext);
  if (!config) throw new Error('The ad configuration is missing: wrap the component in <AdProvider>.');
  return config;
}
