import { Badge } from '~/ui/Badge';

/** A page's flags in the page tree: what the navigation marks beside its name, and the page beside its heading. */
export interface PageFlags {
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

export function FeatureFlags({ newFeature, planned, unstable }: PageFlags) {
  return (
    <>
      {newFeature && <Badge kind="new">New</Badge>}
      {planned && <Badge kind="planned">Planned</Badge>}
      {unstable && <Badge kind="unstable">Unstable</Badge>}
    </>
  );
}
