import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2 /unauthorized: "Unauthorized: You do not have permission to access this page." Also shown in the main
 * layout's frame (`inFrame`) on a page the signed-in user may not open.
 */
export function UnauthorizedPage({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation('default');
  return (
    <Flex align="center" justify="center" style={{ minHeight: inFrame ? 320 : '100vh' }} data-testid="no-access">
      <Result status="403" title={t('access.unauthorized')} />
    </Flex>
  );
}
