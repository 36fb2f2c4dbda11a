import { Badge } from '~/ui/Badge';
import { Highlighted } from './Highlighted';
import type { SearchHit } from './search-engine';
import styles from './SearchHitText.module.css';

/** A hit's title, heading and snippet, as both the dialog and the results page show it. */
export function SearchHitText({ hit }: { hit: SearchHit }) {
  return (
    <div className={styles.hit}>
      <div className={styles.heading}>
        <span className={styles.title}>
          <Highlighted parts={hit.title} />
          {hit.heading.length > 0 && (
            <>
              {' › '}
              <Highlighted parts={hit.heading} />
            </>
          )}
        </span>
        {hit.kind === 'api' && <Badge kind="api">API</Badge>}
      </div>
      {hit.snippet.length > 0 && (
        <span className={styles.snippet}>
          <Highlighted parts={hit.snippet} />
        </span>
      )}
    </div>
  );
}
