// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { AdErrorBoundary } from '~/ads/AdBlock';

describe('an ad that throws while rendering', () => {
  it('is reported as a crash event and renders nothing, and the page is told', async () => {
    (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.dataLayer = [];
    const container = document.createElement('div');
    document.body.appendChild(container);
    const onCrash = vi.fn();
    const BrokenAd = () => {
      throw new Error('network sent an ad without a company');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports caught errors there
    await act(async () => {
      createRoot(container).render(createElement(AdErrorBoundary, { onCrash, children: createElement(BrokenAd) }));
    });
    expect(container.innerHTML).toBe('');
    expect(onCrash).toHaveBeenCalledTimes(1);
    const events = window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual(['event', 'ad_crash', { error_message: 'network sent an ad without a company' }]);
  });
});
