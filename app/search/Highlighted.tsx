import type { HighlightPart } from './search-engine';
import styles from './Highlighted.module.css';

/** Text with the words that matched the query marked; every part is rendered as text, never as HTML. */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
