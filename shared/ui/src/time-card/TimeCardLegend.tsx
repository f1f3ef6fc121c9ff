import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TimeCard.module.css';
import { DAY_CATEGORIES, type DayCategory } from './time-card-model';

/** The colour swatch of a category (class names of TimeCard.module.css). */
export function categoryClass(category: DayCategory): string {
  return styles[category] ?? '';
}

/** What each day colour means, in legend order ('none' is left out: such days are blank). */
export function TimeCardLegend(): ReactElement {
  const { t } = useTranslation('att');
  return (
    <ul className={styles.legend} aria-label={t('timeCard.legend')}>
      {DAY_CATEGORIES.filter((category) => category !== 'none').map((category) => (
        <li key={category} className={`${styles.legendItem} ${categoryClass(category)}`} data-category={category}>
          <span className={styles.swatch} aria-hidden="true" />
          {t(`timeCard.category.${category}`)}
        </li>
      ))}
    </ul>
  );
}
