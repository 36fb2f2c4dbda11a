import { useEffect, useMemo, useState } from 'react';
import type { TocEntry } from '~/content/manifest';
import { cx } from '~/ui/cx';
import styles from './TableOfContents.module.css';

/** The heading whose section the reader is in: the last one scrolled past the top area. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return undefined;
    const update = () => {
      const threshold = 120;
      let current: string | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= threshold) current = heading.id;
        else break;
      }
      setActive(current ?? headings[0]?.id ?? null);
    };
    update();
    // Headings crossing the top area are the only moments the answer can change.
    const observer = new IntersectionObserver(update, { rootMargin: '-120px 0px -60% 0px' });
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  // Slugs hold no spaces; the joined string keeps the list stable across renders.
  const idList = toc.map((entry) => entry.id).join(' ');
  const ids = useMemo(() => (idList ? idList.split(' ') : []), [idList]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) return null;
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <h2 className={styles.title}>Contents</h2>
      <ul className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id} className={cx(styles.entry, entry.level === 3 && styles.nested)}>
            <a href={`#${entry.id}`} className={styles.link} aria-current={entry.id === active ? 'location' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
