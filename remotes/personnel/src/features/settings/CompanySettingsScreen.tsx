import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Spin, Typography } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import {
  COMPANY_DATE_FORMATS,
  COMPANY_LANGUAGES,
  COMPANY_SETTINGS_CONTRACT,
  COMPANY_TIME_FORMATS,
  isSuccessCode,
  type CompanySettings,
} from '@timekeep/contracts';
import {
  AreaPage,
  formatWireDate,
  formatWireTime,
  formSchema,
  knownTimeZones,
  LocationField,
  LogoPicker,
  serverFieldErrors,
  setCompanyFormats,
  settleWrite,
  toast,
  usePermissions,
  wireValue,
  type AreaPageEntry,
  type PlaceLocation,
} from '@timekeep/ui';

const FIELDS = COMPANY_SETTINGS_CONTRACT.fields;
type FieldName = keyof typeof FIELDS;
const NAMES = Object.keys(FIELDS) as FieldName[];
type Values = Record<FieldName, unknown>;

/** Today as the wire shows it, for the format previews. */
function todayWire(): { date: string; time: string } {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, time: `${pad(now.getHours())}:${pad(now.getMinutes())}` };
}

/** Weekday names in the UI language (0 = Sunday), from the runtime's calendar data. */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/**
 * /company/settings: the company profile (name, logo cropped to 200×75, address from the shared location field — the map, or the manual form without Maps — with country, state,
 * city, position and time zone) and the formats every user sees (date, time, first day of the week, default
 * language). Administrators save; other members read. A save takes effect at once (SPEC §7 current-company/).
 */
export function CompanySettingsBody({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t, i18n } = useTranslation(['company', 'common', 'api']);
  const permissions = usePermissions();
  const editable = permissions.isAdmin;
  const [loaded, setLoaded] = useState<CompanySettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(FIELDS, NAMES, t), [t]);
  const zones = useMemo(() => knownTimeZones().map((zone) => ({ value: zone, label: zone })), []);
  const days = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const today = todayWire();

  const load = () => {
    setFailed(false);
    client
      .get<CompanySettings>(COMPANY_SETTINGS_CONTRACT.path)
      .then((response) => {
        if (isSuccessCode(response.code) && response.data) setLoaded(response.data);
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  };
  useEffect(load, [client]);

  const formik = useFormik<Values>({
    initialValues: Object.fromEntries(NAMES.map((name) => [name, loaded?.[name] ?? null])) as Values,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const body = Object.fromEntries(NAMES.map((name) => [name, wireValue(FIELDS[name], values[name])]));
      try {
        const { response } = await settleWrite(client.request<CompanySettings>({ method: 'PATCH', path: COMPANY_SETTINGS_CONTRACT.path, body }));
        if (isSuccessCode(response.code) && response.data) {
          const saved = response.data;
          setLoaded(saved);
          setCompanyFormats({ dateFormat: saved.date_format, timeFormat: saved.time_format, firstDayOfWeek: saved.first_day_of_week, defaultLanguage: saved.default_language });
          toast.success(t('company:settings.saved'));
          return;
        }
        setServerError(client.messageOf(response));
        helpers.setErrors(serverFieldErrors(response, t));
      } catch {
        setServerError(t('company:settings.failed'));
      }
    },
  });

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('company:settings.loadFailed')}
        action={
          <Button size="small" onClick={load}>
            {t('company:tree.retry')}
          </Button>
        }
      />
    );
  }
  if (!loaded) return <Spin />;

  const values = formik.values;
  const errorOf = (name: FieldName) => {
    const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    return typeof error === 'string' ? error : undefined;
  };
  const item = (name: FieldName, control: ReactElement, extra?: string) => (
    <Form.Item label={t(FIELDS[name].label)} htmlFor={`settings-${name}`} required={'required' in FIELDS[name]} validateStatus={errorOf(name) ? 'error' : undefined} help={errorOf(name) ?? extra}>
      {control}
    </Form.Item>
  );
  const set = (name: FieldName) => (value: unknown) => void formik.setFieldValue(name, value);
  const text = (name: FieldName) => (
    <Input id={`settings-${name}`} value={typeof values[name] === 'string' ? (values[name] as string) : ''} maxLength={'maxLength' in FIELDS[name] ? (FIELDS[name] as { maxLength: number }).maxLength : undefined} onChange={(event) => set(name)(event.target.value)} onBlur={() => void formik.setFieldTouched(name, true)} disabled={!editable} />
  );
  // One location field with company creation (issue 17 item 5): the map when Maps works, the manual form otherwise.
  const applyPlace = (place: PlaceLocation) => {
    void formik.setValues({
      ...values,
      company_address: place.address.slice(0, FIELDS.company_address.maxLength),
      company_country: place.country,
      company_country_code: place.country_code,
      company_province: place.province,
      company_city: place.city,
      company_latitude: place.latitude,
      company_longitude: place.longitude,
      company_timezone: place.timezone || values.company_timezone,
    });
  };
  const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
  const position = typeof values.company_latitude === 'number' && typeof values.company_longitude === 'number' ? { lat: values.company_latitude, lng: values.company_longitude } : null;
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

  return (
    <Form layout="vertical" component="div" data-testid="company-settings-form" style={{ maxWidth: 960 }}>
      {!editable && <Alert type="info" showIcon title={t('company:settings.readOnly')} style={{ marginBottom: 12 }} />}
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid="company-settings-error" />}
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('company:settings.profile')}>
            {item('company_name', text('company_name'))}
            {item('company_logo', <LogoPicker id="settings-company_logo" value={typeof values.company_logo === 'string' ? values.company_logo : null} onChange={(next) => set('company_logo')(next ?? '')} disabled={!editable} />, t('company:settings.logoHint'))}
            {item(
              'company_address',
              <LocationField
                id="settings-company_address"
                value={{
                  address: textOf(values.company_address),
                  country: textOf(values.company_country),
                  country_code: textOf(values.company_country_code),
                  province: textOf(values.company_province),
                  city: textOf(values.company_city),
                  latitude: numberOrNull(values.company_latitude),
                  longitude: numberOrNull(values.company_longitude),
                  timezone: textOf(values.company_timezone),
                }}
                onChange={applyPlace}
                onAddressChange={set('company_address')}
                addressMaxLength={FIELDS.company_address.maxLength}
                buttonLabel={t('company:settings.pickOnMap')}
                disabled={!editable}
              />,
            )}
            <Row gutter={8}>
              <Col span={12}>{item('company_city', text('company_city'))}</Col>
              <Col span={12}>{item('company_province', text('company_province'))}</Col>
              <Col span={16}>{item('company_country', text('company_country'))}</Col>
              <Col span={8}>{item('company_country_code', text('company_country_code'))}</Col>
            </Row>
            {position && (
              <Typography.Text type="secondary" data-testid="company-settings-position">
                {t('company:settings.position', { lat: position.lat.toFixed(5), lng: position.lng.toFixed(5) })}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('company:settings.formats')}>
            {item(
              'company_timezone',
              <Select id="settings-company_timezone" aria-label={t(FIELDS.company_timezone.label)} showSearch options={zones} value={String(values.company_timezone ?? '') || null} onChange={set('company_timezone')} disabled={!editable} />,
            )}
            {item(
              'date_format',
              <Select
                id="settings-date_format"
                aria-label={t(FIELDS.date_format.label)}
                options={COMPANY_DATE_FORMATS.map((format) => ({ value: format, label: `${format} (${formatWireDate(today.date, format)})` }))}
                value={String(values.date_format ?? '') || null}
                onChange={set('date_format')}
                disabled={!editable}
              />,
            )}
            {item(
              'time_format',
              <Select
                id="settings-time_format"
                aria-label={t(FIELDS.time_format.label)}
                options={COMPANY_TIME_FORMATS.map((format) => ({ value: format, label: `${t(`company:settings.timeFormats.${format === 'HH:mm' ? 'h24' : 'h12'}`)} (${formatWireTime(today.time, format)})` }))}
                value={String(values.time_format ?? '') || null}
                onChange={set('time_format')}
                disabled={!editable}
              />,
            )}
            {item(
              'first_day_of_week',
              <Select
                id="settings-first_day_of_week"
                aria-label={t(FIELDS.first_day_of_week.label)}
                options={days.map((name, day) => ({ value: day, label: name }))}
                value={typeof values.first_day_of_week === 'number' ? values.first_day_of_week : null}
                onChange={set('first_day_of_week')}
                disabled={!editable}
              />,
            )}
            {item(
              'default_language',
              <Select
                id="settings-default_language"
                aria-label={t(FIELDS.default_language.label)}
                options={COMPANY_LANGUAGES.map((language) => ({ value: language, label: t(`company:settings.languages.${language}`) }))}
                value={String(values.default_language ?? '') || null}
                onChange={set('default_language')}
                disabled={!editable}
              />,
              t('company:settings.languageHint'),
            )}
            <Typography.Paragraph type="secondary" data-testid="company-settings-preview">
              {t('company:settings.preview', {
                date: formatWireDate(today.date, String(values.date_format ?? 'YYYY-MM-DD')),
                time: formatWireTime(today.time, String(values.time_format ?? 'HH:mm')),
                day: days[typeof values.first_day_of_week === 'number' ? values.first_day_of_week : 1],
              })}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      {editable && (
        <Button type="primary" style={{ marginTop: 16 }} loading={formik.isSubmitting} onClick={() => void formik.submitForm()}>
          {t('company:settings.save')}
        </Button>
      )}
    </Form>
  );
}

export function CompanySettingsScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <CompanySettingsBody />
    </AreaPage>
  );
}
