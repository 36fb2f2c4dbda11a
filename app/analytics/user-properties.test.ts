// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Analytics } from './Analytics';
import { CodePreferencesSaver, PREFERENCES_ACTION, useSaveCodePreferences } from '~/preferences/use-code-preferences';
import { CODE_VARIANT_COOKIE, type CodePreferences } from '~/preferences/code-preferences';

const latestUserProperties = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'set' && entry[1] === 'user_properties')
    .at(-1)?.[2];

afterEach(() => {
  document.cookie = `${CODE_VARIANT_COOKIE}=; max-age=0; path=/`;
});

describe('user properties after a saved code preference', () => {
  it('carry the new code variant even when no render saw the save pending', async () => {
    (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.dataLayer = [];
    let save: ((preferences: Partial<CodePreferences>) => void) | undefined;
    const SaveButton = () => {
      save = useSaveCodePreferences().save;
      return null;
    };
    const router = createMemoryRouter(
      [
        {
          path: PREFERENCES_ACTION,
          // What the real action does for a fetcher: store the cookie, answer in JSON.
          action: async ({ request }) => {
            document.cookie = `${CODE_VARIANT_COOKIE}=${String((await request.formData()).get('codeVariant'))}; path=/`;
            return { ok: true };
          },
        },
        {
          path: '/x/react-data-grid/',
          element: createElement(
            CodePreferencesSaver,
            null,
            createElement(Analytics, { measurementId: null, random: () => 1 }),
            createElement(SaveButton),
          ),
        },
      ],
      { initialEntries: ['/x/react-data-grid/'] },
    );
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(RouterProvider, { router, future: { v7_startTransition: true } })));
    expect(latestUserProperties()).toMatchObject({ codeVariant: 'TS' });

    // Inside act, React renders only once the scope ends: the save starts, is answered and
    // settles with no render in between, as when the router's transitions are rendered together.
    await act(async () => {
      save!({ codeVariant: 'JS' });
      await new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if ([...state.fetchers.values()].every((fetcher) => fetcher.state === 'idle')) {
            unsubscribe();
            resolve();
          }
        });
      });
    });
    expect(latestUserProperties()).toMatchObject({ codeVariant: 'JS' });
    act(() => root.unmount());
  });
});
