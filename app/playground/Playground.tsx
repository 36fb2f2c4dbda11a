import { useMemo, useRef } from 'react';
import { usePage } from '~/content/page-context';
import type { CodeVariant } from '~/content/manifest';
import { DemoPreview } from '~/demos/DemoPreview';
import { useSaveCodePreferences } from '~/preferences/use-code-preferences';
import type { PlaygroundIslandProps } from './PlaygroundView';

/**
 * `<Playground name="BarsPlayground" />` in a page's MDX: the module beside
 * the page as an island, like a demo, given the reader's code variant. The
 * controls, the chart and the code all live inside the island; only the
 * variant comes from the page, and a change of it made in the island is
 * saved as the reader's preference for every demo.
 */
export function Playground({ name }: { name: string }) {
  const page = usePage();
  const playground = Object.hasOwn(page.playgrounds, name) ? page.playgrounds[name] : undefined;
  const { codeVariant } = page.codePreferences;
  const { save } = useSaveCodePreferences();
  // The island keeps the callback; the latest fetcher is read when it is called.
  const saveRef = useRef(save);
  saveRef.current = save;
  const islandProps = useMemo<PlaygroundIslandProps>(
    () => ({ codeVariant, onCodeVariantChange: (variant: CodeVariant) => saveRef.current({ codeVariant: variant }) }),
    [codeVariant],
  );
  if (!playground) return null;
  return (
    <section id={`playground-${name}`} aria-label="Props playground">
      {/* Its server HTML shows the chart, the controls and the code: it comes alive when the reader reaches for it. */}
      <DemoPreview
        moduleKey={playground.moduleKey}
        islandProps={islandProps}
        hydrateOn="interaction"
        islandHtml={playground.islandHtml}
        packages={playground.packages}
      />
    </section>
  );
}
