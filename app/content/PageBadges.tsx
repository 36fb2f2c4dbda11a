import { planLabel, type Plan } from '~/domain/plans';
import { FeatureFlags, type PageFlags } from '~/navigation/FeatureFlags';
import { Badge } from '~/ui/Badge';
import styles from './PageBadges.module.css';

/** Above a page's heading: the plan it needs, and the flags the navigation gives it. */
export function PageBadges({ plan, flags }: { plan?: Plan; flags: PageFlags }) {
  if (!plan && !flags.newFeature && !flags.planned && !flags.unstable) return null;
  return (
    <div className={styles.badges}>
      {plan && (
        <Badge kind={plan} filled>
          {planLabel(plan)}
        </Badge>
      )}
      <FeatureFlags {...flags} />
    </div>
  );
}
