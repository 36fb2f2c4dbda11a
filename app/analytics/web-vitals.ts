import type { Metric } from 'web-vitals';
import type { Random } from '~/lib/random';
import { shouldReportWebVitals } from './events';
import { sendEvent } from './gtag';

/**
 * Reports CLS, INP, LCP, FCP and TTFB for a sampled share of sessions. The
 * library is loaded only for those sessions, so the rest never download it.
 */
export async function reportWebVitals(random: Random, send: typeof sendEvent = sendEvent): Promise<boolean> {
  if (!shouldReportWebVitals(random)) return false;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) =>
    send(metric.name, {
      // CLS is a small fraction; scaled so it survives integer rounding downstream.
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_rating: metric.rating,
      non_interaction: true,
    });
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
  return true;
}
