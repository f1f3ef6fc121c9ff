import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §2 /unauthorized: "Unauthorized: You do not have permission to access this page." */
export function UnauthorizedPage() {
  const { t } = useTranslation('default');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result status="403" title={t('access.unauthorized')} />
    </Flex>
  );
}
