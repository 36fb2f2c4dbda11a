import { Component, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { sendEvent } from '~/analytics/gtag';
import { AD_MARGIN_SPACING, AD_MIN_HEIGHT_PX, AD_MIN_HEIGHT_SM_PX } from '~/config/spec-constants';
import { pickOne, type Random } from '~/lib/random';
import {
  chooseAdFormat,
  chooseBlockedFallback,
  isPlaceholderAd,
  looksLikeBot,
  pollForAdElement,
  shouldReportDisplay,
} from './ad-selection';
import { useAdConfig } from './AdProvider';
import { inHouseAds, type InHouseAd } from './in-house-ads';
import { fetchNetworkAd, type NetworkAd } from './network-ad';
import { linkClass } from '~/ui/link';
import styles from './AdBlock.module.css';

/** The network's script inserts its ad as an element with this id. */
const NETWORK_AD_ELEMENT_ID = 'carbonads';
const NETWORK_SCRIPT_ID = '_carbonads_js';

const BLOCK_SIZE = {
  '--ad-min-height': `${AD_MIN_HEIGHT_PX}px`,
  '--ad-min-height-sm': `${AD_MIN_HEIGHT_SM_PX}px`,
  '--ad-margin-spacing': AD_MARGIN_SPACING,
} as CSSProperties;

type AdState =
  | { kind: 'pending' }
  | { kind: 'none' }
  | { kind: 'image-network' }
  | { kind: 'inline-network'; ad: NetworkAd }
  | { kind: 'in-house'; ad: InHouseAd }
  | { kind: 'adblock-message' };

function reportDisplay(random: Random, source: string, name: string) {
  if (shouldReportDisplay(random)) sendEvent('ad_display', { ad_source: source, ad_name: name });
}

const reportClick = (source: string, name: string) => () => sendEvent('ad_click', { ad_source: source, ad_name: name });

function InHouse({ ad }: { ad: InHouseAd }) {
  return (
    <div className={styles.ad} data-ad="in-house" data-ad-name={ad.name}>
      <img src={ad.img} alt="" width={130} height={100} loading="lazy" />
      <div>
        <a className={linkClass()} href={ad.link} target="_blank" rel="noopener sponsored" onClick={reportClick('in-house', ad.label)}>
          {ad.description}
        </a>
        <p className={styles.caption}>Ad by {ad.poweredby}</p>
      </div>
    </div>
  );
}

/** Everything the network sent is rendered as text or as a checked http(s) URL. */
function InlineNetwork({ ad }: { ad: NetworkAd }) {
  return (
    <div className={styles.ad} data-ad="inline">
      <img src={ad.image} alt="" width={130} height={100} loading="lazy" referrerPolicy="no-referrer" />
      <div>
        <a className={linkClass()} href={ad.statlink} target="_blank" rel="noopener sponsored" onClick={reportClick('inline', ad.company)}>
          <strong>{ad.company}</strong> {ad.description}
        </a>
        <p className={styles.caption}>Ad</p>
      </div>
      {[ad.statimp, ...ad.pixels].filter(Boolean).map((url) => (
        <img key={url} src={url!} alt="" width={1} height={1} hidden data-ad-beacon="" referrerPolicy="no-referrer" />
      ))}
    </div>
  );
}

function AdBlockMessage() {
  return (
    <div data-ad="adblock-message">
      <p className={styles.message}>
        This documentation is paid for by a few discreet ads. If you find it useful, please consider allowing ads on this site in your
        blocker.
      </p>
    </div>
  );
}

/**
 * Hosts the network's script; the network fills in its ad element, which React never touches.
 * It stays mounted, hidden, while a fallback shows: the script may still deliver before the
 * last attempt, and its ad then takes the block back.
 */
function ImageNetworkSlot({
  scriptUrl,
  hidden,
  onShown,
  onFallback,
  onGiveUp,
}: {
  scriptUrl: string;
  hidden: boolean;
  onShown: () => void;
  onFallback: () => void;
  onGiveUp: () => void;
}) {
  const slotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.id = NETWORK_SCRIPT_ID;
    slot.appendChild(script);
    const stop = pollForAdElement({
      find: () => slot.querySelector(`#${NETWORK_AD_ELEMENT_ID}`),
      onFound: (element) => {
        if (isPlaceholderAd(element)) {
          element.remove();
          onFallback();
          onGiveUp();
        } else onShown();
      },
      onBlocked: onFallback,
      onGiveUp,
    });
    return () => {
      stop();
      slot.replaceChildren();
    };
  }, [scriptUrl, onShown, onFallback, onGiveUp]);
  return <div ref={slotRef} data-ad="image" hidden={hidden} />;
}

function AdContent() {
  const { scriptUrl, jsonUrl, random } = useAdConfig();
  const [state, setState] = useState<AdState>({ kind: 'pending' });
  const [imageSlot, setImageSlot] = useState(false);
  const callbacks = useRef<{ shown: () => void; fallback: () => void } | null>(null);
  // Stable for the slot's effect, which must not restart when this re-renders.
  const onShown = useCallback(() => callbacks.current?.shown(), []);
  const onFallback = useCallback(() => callbacks.current?.fallback(), []);
  const onGiveUp = useCallback(() => setImageSlot(false), []);

  useEffect(() => {
    if (looksLikeBot(navigator.userAgent)) {
      setState({ kind: 'none' });
      return undefined;
    }
    const inHouse = () => {
      const ad = pickOne(random, inHouseAds);
      reportDisplay(random, 'in-house', ad.label);
      setState({ kind: 'in-house', ad });
    };
    const blockedRule = () => {
      if (chooseBlockedFallback(random) === 'adblock-message') setState({ kind: 'adblock-message' });
      else inHouse();
    };

    const format = chooseAdFormat(random);
    if (format === 'inline' && jsonUrl) {
      let active = true;
      fetchNetworkAd(jsonUrl).then((ad) => {
        if (!active) return;
        if (!ad) return inHouse();
        reportDisplay(random, 'inline', ad.company);
        setState({ kind: 'inline-network', ad });
      });
      return () => {
        active = false;
      };
    }
    if (format === 'image' && scriptUrl) {
      let fellBack = false;
      callbacks.current = {
        shown: () => {
          reportDisplay(random, 'image', 'network');
          setState({ kind: 'image-network' });
        },
        // Once: a placeholder found after the blocked rule ran keeps the fallback already drawn.
        fallback: () => {
          if (fellBack) return;
          fellBack = true;
          blockedRule();
        },
      };
      setImageSlot(true);
      return undefined;
    }
    // No network for this format: the same rule as a blocked network.
    blockedRule();
    return undefined;
  }, [jsonUrl, scriptUrl, random]);

  if (state.kind === 'none') return null;
  const networkShowing = state.kind === 'pending' || state.kind === 'image-network';
  return (
    <>
      {imageSlot && scriptUrl && (
        <ImageNetworkSlot scriptUrl={scriptUrl} hidden={!networkShowing} onShown={onShown} onFallback={onFallback} onGiveUp={onGiveUp} />
      )}
      {state.kind === 'inline-network' && <InlineNetwork ad={state.ad} />}
      {state.kind === 'in-house' && <InHouse ad={state.ad} />}
      {state.kind === 'adblock-message' && <AdBlockMessage />}
    </>
  );
}

/** An ad that throws is reported and removed; the page never notices. */
export class AdErrorBoundary extends Component<{ children: ReactNode; onCrash: () => void }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error) {
    sendEvent('ad_crash', { error_message: error.message.slice(0, 200) });
    this.props.onCrash();
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/**
 * The advertising block. The server renders only the space it reserves, so
 * nothing shifts when the ad arrives; everything else happens in the browser
 * after hydration, and a bot, a crash or a blocker leaves the page unharmed.
 */
export function AdBlock() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (looksLikeBot(navigator.userAgent)) setHidden(true);
  }, []);
  if (hidden) return null;
  return (
    <aside aria-label="Advertisement" data-ad-block="" className={styles.block} style={BLOCK_SIZE}>
      <AdErrorBoundary onCrash={() => setHidden(true)}>
        <AdContent />
      </AdErrorBoundary>
    </aside>
  );
}
