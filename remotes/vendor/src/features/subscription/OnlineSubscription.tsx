import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Radio, Select, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, ApiRequestError, type ApiClient } from '@timekeep/api-client';
import {
  isSuccessCode,
  SUBSCRIPTION_PROVIDER_CHOICES,
  type ApiResponse,
  type CurrentSubscription,
  type SubscriptionCheckout,
  type SubscriptionChoice,
  type SubscriptionOffer,
  type SubscriptionQuote,
} from '@timekeep/contracts';
import { serverFieldErrors, toast } from '@timekeep/ui';

const BASE = '/vendor/api/v2/subscriptions/';
const PREVIEW_DELAY_MS = 300;

type Provider = (typeof SUBSCRIPTION_PROVIDER_CHOICES)[number];

/** Leaves the app for the provider's payment page (the sandbox's while no provider is configured). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * `/onlineSubscription`: the company administrator picks a plan, period, currency, count and a discount code; the
 * server prices the choice (the page shows its answer, never its own sum) and the checkout sends the buyer to
 * pay. The body names the choice only; the amount is the server's.
 */
export function OnlineSubscription({ client = defaultClient, navigate = goTo }: { client?: ApiClient; navigate?: (url: string) => void }): ReactElement {
  const { t } = useTranslation('sub');
  const [offers, setOffers] = useState<SubscriptionOffer[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [plan, setPlan] = useState<string>('');
  const [period, setPeriod] = useState<SubscriptionChoice['billing_period']>('monthly');
  const [currency, setCurrency] = useState<string>('');
  const [count, setCount] = useState<number | null>(1);
  const [code, setCode] = useState('');
  const [provider, setProvider] = useState<Provider>('telr');
  const [quote, setQuote] = useState<SubscriptionQuote | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([client.get<SubscriptionOffer[]>(`${BASE}plans/`), client.get<CurrentSubscription>(`${BASE}current/`)])
      .then(([plans, current]) => {
        if (!live) return;
        if (!isSuccessCode(plans.code) || !plans.data) {
          setFailed(client.messageOf(plans));
          return;
        }
        setOffers(plans.data);
        const first = plans.data[0];
        // Start from what the company has: its plan and its size, so the first price shown is its renewal.
        const had = isSuccessCode(current.code) ? current.data?.subscription : null;
        const start = plans.data.find((offer) => offer.plan === had?.plan && offer.currency === had.currency && offer.billing_period === had.billing_period) ?? first;
        if (start) {
          setPlan(start.plan);
          setPeriod(start.billing_period);
          setCurrency(start.currency);
        }
        const usage = isSuccessCode(current.code) && current.data ? current.data.usage : null;
        const size = had?.licensed_count ?? (start?.unit === 'device' ? usage?.device : usage?.employee) ?? 1;
        setCount(Math.max(1, size));
      })
      .catch(() => live && setFailed(t('common:resource.loadFailed')));
    return () => {
      live = false;
    };
  }, [client, t]);

  const plans = useMemo(() => [...new Set((offers ?? []).map((offer) => offer.plan))], [offers]);
  const periods = useMemo(() => [...new Set((offers ?? []).filter((offer) => offer.plan === plan).map((offer) => offer.billing_period))], [offers, plan]);
  const currencies = useMemo(() => [...new Set((offers ?? []).filter((offer) => offer.plan === plan && offer.billing_period === period).map((offer) => offer.currency))], [offers, plan, period]);
  const offer = (offers ?? []).find((item) => item.plan === plan && item.billing_period === period && item.currency === currency);
  const unit = offer?.unit ?? 'employee';

  // A choice the offers no longer hold (another plan picked) falls back to one they do.
  useEffect(() => {
    if (periods.length > 0 && !periods.includes(period)) setPeriod(periods[0]);
  }, [periods, period]);
  useEffect(() => {
    if (currencies.length > 0 && !currencies.includes(currency)) setCurrency(currencies[0]);
  }, [currencies, currency]);

  const choice: SubscriptionChoice | null =
    plan && currency && count !== null && Number.isInteger(count) && count >= 1
      ? { plan, currency, billing_period: period, licensed_count: unit === 'company' ? 1 : count, ...(code.trim() ? { discount_code: code.trim() } : {}) }
      : null;
  const key = JSON.stringify(choice);

  useEffect(() => {
    if (!choice) {
      setQuote(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void client
        .request<SubscriptionQuote>({ method: 'POST', path: `${BASE}price/`, body: choice })
        .then((response) => {
          if (!live) return;
          if (isSuccessCode(response.code) && response.data) {
            setQuote(response.data);
            setErrors({});
            setQuoteError(null);
          } else {
            // The server's own sentence ("This discount code has been used up.") under the field it names.
            const message = client.messageOf(response);
            setQuote(null);
            setErrors(Object.fromEntries(Object.keys(serverFieldErrors(response, (k, options) => t(k, options))).map((name) => [name, message])));
            setQuoteError(message);
          }
        })
        .catch(() => live && setQuoteError(t('common:resource.failed')));
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the choice's content
  }, [client, key, t]);

  const pay = async (): Promise<void> => {
    if (!choice || !quote) return;
    setPaying(true);
    let response: ApiResponse<SubscriptionCheckout>;
    try {
      response = await client.request<SubscriptionCheckout>({ method: 'POST', path: `${BASE}checkout/`, body: { ...choice, provider } });
    } catch (error) {
      setPaying(false);
      // 503: no provider to pay at (ADR 0118); its reason, not a bare "failed".
      const answer = error instanceof ApiRequestError ? error.response : undefined;
      toast.error(answer ? client.messageOf(answer) : t('common:resource.failed'));
      return;
    }
    if (isSuccessCode(response.code) && response.data) {
      navigate(response.data.pay_url);
      return;
    }
    // A 400 (the code ran out meanwhile) was already announced by the client (SPEC §8): mark the field only.
    const message = client.messageOf(response);
    setPaying(false);
    setQuote(null);
    setQuoteError(message);
    setErrors(Object.fromEntries(Object.keys(serverFieldErrors(response, (k, options) => t(k, options))).map((name) => [name, message])));
  };

  if (failed) return <Alert type="error" title={failed} />;
  if (!offers) return <Spin />;
  if (offers.length === 0) return <Alert type="info" title={t('checkout.noPlans')} />;
  const money = (amount: string) => `${amount} ${currency}`;
  const field = (name: string) => ({ validateStatus: errors[name] ? ('error' as const) : undefined, help: errors[name] });

  return (
    <Flex wrap gap={16} align="flex-start" data-testid="online-subscription">
      <Card size="small" title={t('checkout.choose')} style={{ flex: '1 1 360px' }}>
        <Form layout="vertical" onFinish={() => void pay()}>
          <Form.Item label={t('checkout.plan')} htmlFor="checkout-plan" {...field('plan')}>
            <Select id="checkout-plan" value={plan} onChange={setPlan} options={plans.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item label={t('checkout.period')} {...field('billing_period')}>
            <Radio.Group value={period} onChange={(event) => setPeriod(event.target.value as SubscriptionChoice['billing_period'])} optionType="button" options={periods.map((value) => ({ value, label: t(`vendor:catalogue.period.${value}`) }))} />
          </Form.Item>
          <Form.Item label={t('checkout.currency')} htmlFor="checkout-currency" {...field('currency')}>
            <Select id="checkout-currency" value={currency} onChange={setCurrency} options={currencies.map((value) => ({ value, label: value }))} />
          </Form.Item>
          {unit !== 'company' && (
            <Form.Item label={t(`checkout.count.${unit}`)} htmlFor="checkout-count" {...field('licensed_count')}>
              <InputNumber id="checkout-count" min={1} max={1_000_000} precision={0} value={count} onChange={(value) => setCount(value)} style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item label={t('checkout.discountCode')} htmlFor="checkout-discount" {...field('discount_code')}>
            <Input id="checkout-discount" value={code} maxLength={50} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('checkout.provider')}>
            <Radio.Group value={provider} onChange={(event) => setProvider(event.target.value as Provider)} options={SUBSCRIPTION_PROVIDER_CHOICES.map((value) => ({ value, label: t(`vendor:provider.${value}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={paying} disabled={!quote} data-testid="checkout-pay">
            {quote ? t('checkout.pay', { amount: money(quote.amount) }) : t('checkout.payDisabled')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={t('checkout.price')} style={{ flex: '1 1 300px' }} data-testid="checkout-quote">
        {quoteError ? <Alert type="warning" showIcon title={errors.discount_code || errors.licensed_count ? t('checkout.fixChoice') : quoteError} /> : null}
        {quote ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('checkout.unitPrice')}>
              {money(quote.unit_price)} {quote.unit !== 'company' && <Tag>{t(`checkout.per.${quote.unit}`)}</Tag>}
            </Descriptions.Item>
            {quote.unit !== 'company' && <Descriptions.Item label={t(`checkout.count.${quote.unit}`)}>{quote.licensed_count}</Descriptions.Item>}
            <Descriptions.Item label={t('checkout.listAmount')}>{money(quote.list_amount)}</Descriptions.Item>
            {quote.discount_code && (
              <Descriptions.Item label={t('checkout.discount', { code: quote.discount_code })}>- {money(quote.discount_amount)}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('checkout.total')}>
              <strong data-testid="checkout-total">{money(quote.amount)}</strong>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          !quoteError && <Spin />
        )}
      </Card>
    </Flex>
  );
}
