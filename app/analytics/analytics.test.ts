// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { clickEventFor, shouldReportWebVitals } from '~/analytics/events';
import { reportWebVitals } from '~/analytics/web-vitals';
import { WEB_VITALS_SAMPLE_RATE } from '~/config/spec-constants';
import { seededRandom } from '~/lib/random';

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('#target')!;
}

describe('data-ga-event clicks', () => {
  const always = () => 0;

  it('send the category, action and label of the closest tagged element', () => {
    const target = element(
      '<div data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="BasicDataGrid"><span id="target">Copy</span></div>',
    );
    expect(clickEventFor(target, always)).toEqual({
      name: 'copy',
      params: { eventCategory: 'demo', eventAction: 'copy', eventLabel: 'BasicDataGrid' },
    });
  });

  it('need both a category and an action', () => {
    expect(clickEventFor(element('<button id="target" data-ga-event-category="demo">x</button>'), always)).toBeNull();
    expect(clickEventFor(element('<button id="target">x</button>'), always)).toBeNull();
    expect(clickEventFor(null, always)).toBeNull();
  });

  it('are sampled by data-ga-event-split', () => {
    const target = element('<a id="target" data-ga-event-category="nav" data-ga-event-action="open" data-ga-event-split="0.3">x</a>');
    const random = seededRandom(7);
    let sent = 0;
    for (let index = 0; index < 50_000; index++) if (clickEventFor(target, random)) sent++;
    expect(sent / 50_000).toBeCloseTo(0.3, 2);
  });

  it('ignore a split outside 0..1 instead of dropping every event', () => {
    for (const split of ['2', '-1', 'half']) {
      const target = element(
        `<a id="target" data-ga-event-category="nav" data-ga-event-action="open" data-ga-event-split="${split}">x</a>`,
      );
      expect(clickEventFor(target, () => 0.99)).not.toBeNull();
    }
  });
});

describe('web vitals sampling', () => {
  it('reports when the draw is at most the threshold', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    expect(shouldReportWebVitals(() => 0.0001)).toBe(true);
    expect(shouldReportWebVitals(() => 0)).toBe(true);
    expect(shouldReportWebVitals(() => 0.00011)).toBe(false);
  });

  it('samples about 0.01 % of sessions', () => {
    const random = seededRandom(11);
    let reported = 0;
    const sessions = 2_000_000;
    for (let index = 0; index < sessions; index++) if (shouldReportWebVitals(random)) reported++;
    expect(reported / sessions).toBeGreaterThan(0.00007);
    expect(reported / sessions).toBeLessThan(0.00013);
  });

  it('loads nothing and sends nothing for an unsampled session', async () => {
    const send = vi.fn();
    expect(await reportWebVitals(() => 0.5, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('subscribes to the metrics for a sampled session', async () => {
    expect(await reportWebVitals(() => 0, vi.fn())).toBe(true);
  });
});
