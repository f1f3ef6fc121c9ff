import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §8: region identification failed or did not succeed; the product cannot brand or route this host. */
export function InvalidAccessPage() {
  const { t } = useTranslation('default');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result status="403" title={t('access.invalid')} subTitle={t('access.invalidText')} />
    </Flex>
  );
}
