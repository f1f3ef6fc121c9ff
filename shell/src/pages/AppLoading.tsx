import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-page progress indicator (app start, switching company). */
export function AppLoading({ messageKey = 'app.loading' }: { messageKey?: string }) {
  const { t } = useTranslation('default');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} role="progressbar" aria-label={t(messageKey)}>
      <Spin size="large" description={t(messageKey)} />
    </Flex>
  );
}
