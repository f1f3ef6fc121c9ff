import { useTranslation } from 'react-i18next';
import { CenteredProgress } from './CenteredProgress';

/** Full-page progress indicator (app start, switching company); renders no antd, so it costs the sign-in page nothing. */
export function AppLoading({ messageKey = 'app.loading' }: { messageKey?: string }) {
  const { t } = useTranslation('default');
  return <CenteredProgress fill="page" label={t(messageKey)} description={t(messageKey)} />;
}
