import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@timekeep/contracts';
import { HueTag, type StatusHue } from '@timekeep/ui';

const HUES: Record<SubscriptionStatus, StatusHue | null> = { trial: 'blue', active: 'green', expired: 'red', cancelled: null };

/** A subscription's status as it reads today, the same on /subscription and in the vendor's list. */
export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }): ReactElement {
  const { t } = useTranslation('sub');
  return (
    <span data-testid="subscription-status" data-status={status}>
      <HueTag hue={HUES[status]}>{t(`subscription.status.${status}`)}</HueTag>
    </span>
  );
}
