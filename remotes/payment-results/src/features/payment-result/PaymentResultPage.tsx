import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { LanguageDialog, type AreaPageEntry } from '@timekeep/ui';
import { checkPayment } from './payment-api';
import { paymentAlert, UNKNOWN_ALERT, type PaymentAlert, type PaymentProvider } from './payment-status';

/** SPEC §9: the payment check waits 3 seconds. */
export const PAYMENT_CHECK_DELAY_MS = 3000;

export interface PaymentResultPageProps {
  provider: PaymentProvider;
  entry?: AreaPageEntry;
  client?: ApiClient;
}

/**
 * The page a payment provider sends the buyer back to (SPEC §2 /payment/telr, /payment/paypal): after 3 s
 * the server is asked for the order's real state, then one alert shows the result.
 */
export function PaymentResultPage({ provider, entry, client = apiClient }: PaymentResultPageProps) {
  const { t, i18n } = useTranslation(['sub', 'menu']);
  const [search] = useSearchParams();
  const [alert, setAlert] = useState<PaymentAlert | null>(null);
  const [languageOpen, setLanguageOpen] = useState(false);
  const searchRef = useRef(search);

  useEffect(() => {
    let active = true;
    const show = (next: PaymentAlert) => {
      if (active) setAlert(next);
    };
    const timer = setTimeout(() => {
      const call = checkPayment(client, provider, searchRef.current);
      // Without the provider's reference there is no order to look up.
      if (!call) return show(paymentAlert(provider, 'ORDER_NOT_FOUND'));
      call.then(
        (response) => show(paymentAlert(provider, response.data?.status)),
        () => show(UNKNOWN_ALERT),
      );
    }, PAYMENT_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, provider]);

  const title = entry ? t(entry.titleKey) : t(`menu:payment.${provider}`);
  return (
    <Flex justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '48px 16px' }}>
      <Card
        style={{ width: 'min(560px, 100%)' }}
        title={<Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>}
        extra={
          <Button icon={<TranslationOutlined />} onClick={() => setLanguageOpen(true)}>
            {t('sub:payment.changeLanguage')}
          </Button>
        }
      >
        {alert ? (
          <Alert data-testid="payment-result" data-type={alert.type} type={alert.type} showIcon title={t(`sub:${alert.messageKey}`)} />
        ) : (
          <Flex vertical align="center" gap={12} data-testid="payment-checking">
            <Spin />
            <Typography.Text>{t('sub:payment.checking')}</Typography.Text>
          </Flex>
        )}
      </Card>
      <LanguageDialog
        open={languageOpen}
        current={i18n.resolvedLanguage ?? i18n.language}
        onCancel={() => setLanguageOpen(false)}
        onConfirm={(language) => {
          setLanguageOpen(false);
          void i18n.changeLanguage(language);
        }}
      />
    </Flex>
  );
}

export function TelrResultScreen({ entry }: { entry: AreaPageEntry }) {
  return <PaymentResultPage provider="telr" entry={entry} />;
}

export function PayPalResultScreen({ entry }: { entry: AreaPageEntry }) {
  return <PaymentResultPage provider="paypal" entry={entry} />;
}
