import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarn } from '../hooks/useWarn';
import { COUNTRY_CODE_MAX, LOCATION_TEXT_MAX, parseCoordinate, type LocationFieldValue, type PlaceLocation } from './location';

export interface ManualLocationDialogProps {
  open: boolean;
  value: LocationFieldValue | null | undefined;
  timezones: readonly string[];
  defaultTimezone?: string;
  /** Ask for country, country code, province and city too (a company's address); false: address, coordinates, zone. */
  addressParts?: boolean;
  /** Longest address the form's server takes. */
  addressMaxLength?: number;
  onConfirm: (location: PlaceLocation) => void;
  onDiscard: () => void;
}

interface Draft {
  address: string;
  country: string;
  country_code: string;
  province: string;
  city: string;
  latitude: string;
  longitude: string;
  timezone: string;
}

type TextPart = Exclude<keyof Draft, 'timezone'>;

const coordinateText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

function toDraft(value: LocationFieldValue | null | undefined, defaultTimezone: string): Draft {
  return {
    address: value?.address ?? '',
    country: value?.country ?? '',
    country_code: value?.country_code ?? '',
    province: value?.province ?? '',
    city: value?.city ?? '',
    latitude: coordinateText(value?.latitude),
    longitude: coordinateText(value?.longitude),
    timezone: value?.timezone || defaultTimezone,
  };
}

const LABEL_KEYS: Record<keyof Draft, string> = {
  address: 'widget.map.manual.address',
  country: 'widget.map.manual.country',
  country_code: 'widget.map.manual.countryCode',
  province: 'widget.map.manual.province',
  city: 'widget.map.manual.city',
  latitude: 'widget.map.manual.latitude',
  longitude: 'widget.map.manual.longitude',
  timezone: 'widget.map.manual.timezone',
};

/** Ids apart from the surrounding form's own (a record form has its own "address", "latitude"...). */
const inputId = (part: keyof Draft) => `manual-location-${part}`;

/**
 * The fallback when the map cannot be used (no Maps key, the script failed, or the key was refused): the place is
 * entered by hand (address, optionally country and code, province, city; coordinates, time zone) under a notice
 * saying why. Confirm without an address or valid coordinates warns "No location selected" and keeps it open.
 */
export function ManualLocationDialog({
  open,
  value,
  timezones,
  defaultTimezone = 'UTC',
  addressParts = true,
  addressMaxLength = LOCATION_TEXT_MAX,
  onConfirm,
  onDiscard,
}: ManualLocationDialogProps): ReactElement {
  const { t } = useTranslation('common');
  const warn = useWarn();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value, defaultTimezone));
  // Each opening starts from the field's value; while open, the form around may re-render with a new value object
  // (a record form builds it on each render), which must not wipe what is being typed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(toDraft(value, defaultTimezone));
  }
  const maxLength: Record<TextPart, number | undefined> = {
    address: addressMaxLength,
    country: LOCATION_TEXT_MAX,
    country_code: COUNTRY_CODE_MAX,
    province: LOCATION_TEXT_MAX,
    city: LOCATION_TEXT_MAX,
    latitude: undefined,
    longitude: undefined,
  };
  const item = (part: keyof Draft, control: ReactNode) => (
    <Form.Item label={t(LABEL_KEYS[part])} htmlFor={inputId(part)} style={{ marginBottom: 16 }}>
      {control}
    </Form.Item>
  );
  const text = (part: TextPart) =>
    item(
      part,
      <Input
        id={inputId(part)}
        value={draft[part]}
        maxLength={maxLength[part]}
        onChange={(event) => setDraft((current) => ({ ...current, [part]: event.target.value }))}
      />,
    );
  const confirm = () => {
    const latitude = parseCoordinate(draft.latitude, 90);
    const longitude = parseCoordinate(draft.longitude, 180);
    if (!draft.address.trim() || latitude === null || longitude === null) {
      warn(t('message.noLocationSelected'));
      return;
    }
    onConfirm({
      address: draft.address.trim(),
      country: draft.country.trim(),
      country_code: draft.country_code.trim().toUpperCase(),
      province: draft.province.trim(),
      city: draft.city.trim(),
      latitude,
      longitude,
      timezone: draft.timezone,
    });
  };
  return (
    <Modal
      open={open}
      title={t('widget.map.manual.title')}
      okText={t('widget.confirm')}
      cancelText={t('widget.discard')}
      onOk={confirm}
      onCancel={onDiscard}
      width={640}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('widget.map.manual.notice')} data-testid="manual-location-notice" style={{ marginBottom: 16 }} />
      {/* Its own vertical layout: the onboarding pages render no antd Form around the field (ADR 0015). */}
      <Form layout="vertical" component={false}>
        {text('address')}
        {addressParts && (
          <>
            <Row gutter={12}>
              <Col span={16}>{text('country')}</Col>
              <Col span={8}>{text('country_code')}</Col>
            </Row>
            <Row gutter={12}>
              <Col span={12}>{text('province')}</Col>
              <Col span={12}>{text('city')}</Col>
            </Row>
          </>
        )}
        <Row gutter={12}>
          <Col span={12}>{text('latitude')}</Col>
          <Col span={12}>{text('longitude')}</Col>
        </Row>
        {item(
          'timezone',
          <Select
            id={inputId('timezone')}
            showSearch
            value={draft.timezone}
            options={timezones.map((zone) => ({ value: zone, label: zone }))}
            onChange={(zone: string) => setDraft((current) => ({ ...current, timezone: zone }))}
          />,
        )}
      </Form>
    </Modal>
  );
}
