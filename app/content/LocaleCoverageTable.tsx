import { localeCoverage } from '~/.generated/locale-coverage';
import { isLocaleFamily, percentTranslated } from './locale-coverage';
import styles from './LocaleCoverageTable.module.css';

/**
 * Every locale a family's package ships, with how many of the English texts
 * it translates. The numbers come from the installed package at build time.
 */
export function LocaleCoverage({ family }: { family: string }) {
  // The content build rejects an unknown family, so this only guards hand-made renders.
  if (!isLocaleFamily(localeCoverage, family)) return null;
  const data = localeCoverage[family];
  if (!data) return null;

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {data.locales.length} locales in <code>{data.packageName}</code> {data.version}, measured against the {data.total} texts of the
        English locale
      </caption>
      <thead>
        <tr>
          <th scope="col">Locale</th>
          <th scope="col">Import name</th>
          <th scope="col">Translated</th>
          <th scope="col">Shown in English</th>
        </tr>
      </thead>
      <tbody>
        {data.locales.map((row) => {
          const percent = percentTranslated(row, data.total);
          return (
            <tr key={row.exportName}>
              <th scope="row" className={styles.name}>
                {row.name}
                {row.direction === 'rtl' ? <span className={styles.rtl}> (right to left)</span> : null}
              </th>
              <td>
                <code>{row.exportName}</code>
              </td>
              <td className={styles.progressCell}>
                <span className={styles.count}>
                  {row.translated}/{data.total}
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${percent}%` }} />
                </span>
              </td>
              <td>
                {row.missing.length === 0 ? (
                  'None'
                ) : (
                  <details>
                    <summary>
                      {row.missing.length} {row.missing.length === 1 ? 'text' : 'texts'}
                    </summary>
                    <ul className={styles.keys}>
                      {row.missing.map((key) => (
                        <li key={key}>
                          <code>{key}</code>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
