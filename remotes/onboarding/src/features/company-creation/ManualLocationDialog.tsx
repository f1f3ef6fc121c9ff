import { useEffect, useState } from 'react';
import { Alert, Col, Input, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@timekeep/ui';
import { FormField } from '../common/FormField';
import { COUNTRY_CODE_MAX, LOCATION_TEXT_MAX, parseCoordinate, type CompanyLocation } from './location';

export interface ManualLocationDialogProps {
  open: boolean;
  value: CompanyLocation | null;
  timezones: readonly string[];
  defaultTimezone?: string;
  onConfirm: (location: CompanyLocation) => void;
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

function toDraft(value: CompanyLocation | null, defaultTimezone: string): Draft {
  return {
    address: value?.address ?? '',
    country: value?.country ?? '',
    country_code: value?.country_code ?? '',
    province: value?.province ?? '',
    city: value?.city ?? '',
    latitude: value ? String(value.latitude) : '',
    longitude: value ? String(value.longitude) : '',
    timezone: value?.timezone ?? defaultTimezone,
  };
}

/** Longest text each field takes, as the server checks it. */
const MAX_LENGTH: Record<Exclude<keyof Draft, 'timezone'>, number | undefined> = {
  address: LOCATION_TEXT_MAX,
  country: LOCATION_TEXT_MAX,
  country_code: COUNTRY_CODE_MAX,
  province: LOCATION_TEXT_MAX,
  city: LOCATION_TEXT_MAX,
  latitude: undefined,
  longitude: undefined,
};

/**
 * The fallback when the map cannot be used (no Maps key, the script failed, or the key was refused): the place is
 * entered by hand (address, country and code, province, city, coordinates, time zone) under a notice saying why.
 * Confirm without an address or valid coordinates warns "No location selected" and keeps the dialog open.
 */
export function ManualLocationDialog({ open, value, timezones, defaultTimezone = 'UTC', onConfirm, onDiscard }: ManualLocationDialogProps) {
  const { t } = useTranslation('oauth');
  const [draft, setDraft] = useState<Draft>(() => toDraft(value, defaultTimezone));
  useEffect(() => {
    if (open) setDraft(toDraft(value, defaultTimezone));
  }, [open, value, defaultTimezone]);
  const set = (field: keyof Draft) => (text: string) => setDraft((current) => ({ ...current, [field]: text }));
  const text = (field: Exclude<keyof Draft, 'timezone'>, label: string) => (
    <FormField id={`location-${field}`} label={label}>
      <Input
        id={`location-${field}`}
        value={draft[field]}
        maxLength={MAX_LENGTH[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    </FormField>
  );
  const confirm = () => {
    const latitude = parseCoordinate(draft.latitude, 90);
    const longitude = parseCoordinate(draft.longitude, 180);
    if (!draft.address.trim() || latitude === null || longitude === null) {
      toast.warning(t('common:message.noLocationSelected'));
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
      title={t('location.manualTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.discard')}
      onOk={confirm}
      onCancel={onDiscard}
      width={640}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('location.manualNotice')} data-testid="manual-location-notice" style={{ marginBottom: 16 }} />
      {text('address', t('location.address'))}
      <Row gutter={12}>
        <Col span={16}>{text('country', t('location.country'))}</Col>
        <Col span={8}>{text('country_code', t('location.countryCode'))}</Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>{text('province', t('location.province'))}</Col>
        <Col span={12}>{text('city', t('location.city'))}</Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>{text('latitude', t('location.latitude'))}</Col>
        <Col span={12}>{text('longitude', t('location.longitude'))}</Col>
      </Row>
      <FormField id="location-timezone" label={t('location.timezone')}>
        <Select
          id="location-timezone"
          showSearch
          value={draft.timezone}
          options={timezones.map((zone) => ({ value: zone, label: zone }))}
          onChange={set('timezone')}
        />
      </FormField>
    </Modal>
  );
}
