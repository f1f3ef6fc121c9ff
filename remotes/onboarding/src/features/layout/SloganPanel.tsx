import { useTranslation } from 'react-i18next';
import styles from './SloganPanel.module.css';

/** A clock face over a week of shifts: the product in one picture, drawn inline (no asset to fail). */
function Artwork() {
  return (
    <svg width="280" height="200" viewBox="0 0 280 200" aria-hidden="true">
      <rect x="10" y="120" width="260" height="70" rx="10" fill="#ffffff" opacity="0.15" />
      {[0, 1, 2, 3, 4, 5, 6].map((day) => (
        <rect key={day} x={24 + day * 35} y={190 - (30 + ((day * 17) % 40))} width="22" height={30 + ((day * 17) % 40)} rx="4" fill="#ffffff" opacity="0.55" />
      ))}
      <circle cx="140" cy="70" r="56" fill="#ffffff" />
      <circle cx="140" cy="70" r="48" fill="none" stroke="#0E5B9D" strokeWidth="6" />
      <path d="M140 36 V70 L164 84" fill="none" stroke="#FC4C02" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

/** The left panel of the sign-in layout: product slogan and artwork. */
export function SloganPanel() {
  const { t } = useTranslation('oauth');
  return (
    <div className={styles.panel}>
      <h2 className={styles.slogan}>{t('layout.slogan')}</h2>
      <p className={styles.text}>{t('layout.sloganText')}</p>
      <Artwork />
    </div>
  );
}
