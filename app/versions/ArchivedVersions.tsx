import { versions } from './versions';

/** The archived documentation of every earlier version, from the one version list. */
export function ArchivedVersions() {
  return (
    <ul>
      {versions
        .filter((version) => !version.current)
        .map((version) => (
          <li key={version.text}>
            <a href={version.href}>{version.text} documentation</a>
          </li>
        ))}
    </ul>
  );
}
