import { useMemo, useState, type ReactElement } from 'react';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { MapLocationDialog, type SelectedPlace } from '@timekeep/ui';
import { RecordFormModal } from '../common/RecordFormModal';
import { RecordTextItem } from '../common/RecordTextItem';
import { useRecordForm } from '../common/useRecordForm';
import { createLocation, updateLocation, type LocationRow } from './location-api';
import { LOCATION_LIMITS, formValuesOf, knownTimeZones, locationFormSchema, toLocationInput, type LocationFormValues } from './location-form-schema';

export interface LocationFormModalProps {
  client: ApiClient;
  /** The location being edited; null creates a new one. */
  location: LocationRow | null;
  onClose: () => void;
  onSaved: (saved: LocationRow) => void;
}

/**
 * Create / edit a location: name, code, address, map position and time zone. The Map Location dialog fills
 * address, latitude, longitude and (when the time-zone service answers) the time zone; each stays editable so a
 * location can be entered without the map too. Mounted only while open, so each opening starts fresh.
 */
export function LocationFormModal({ client, location, onClose, onSaved }: LocationFormModalProps): ReactElement {
  const { t } = useTranslation('per');
  const schema = useMemo(() => locationFormSchema(t), [t]);
  const zones = useMemo(() => knownTimeZones().map((zone) => ({ value: zone, label: zone })), []);
  const [mapOpen, setMapOpen] = useState(false);
  const editing = location !== null;

  const form = useRecordForm<LocationFormValues, LocationRow>({
    client,
    initialValues: formValuesOf(location),
    validationSchema: schema,
    save: (values) => (editing ? updateLocation(client, location.id, toLocationInput(values)) : createLocation(client, toLocationInput(values))),
    failedText: t('location.failed'),
    onSaved,
  });
  const { formik, serverError, errorOf, status } = form;

  const applyPlace = (place: SelectedPlace) => {
    setMapOpen(false);
    void formik.setValues({
      ...formik.values,
      address: place.description.slice(0, LOCATION_LIMITS.address),
      latitude: place.geometry.location.lat,
      longitude: place.geometry.location.lng,
      time_zone: place.timezone || formik.values.time_zone,
    });
  };

  const coordinateItem = (name: 'latitude' | 'longitude', limit: number) => (
    <Form.Item label={t(`location.fields.${name}`)} htmlFor={`location-${name}`} validateStatus={status(name)} help={errorOf(name)}>
      <InputNumber
        id={`location-${name}`}
        min={-limit}
        max={limit}
        step={0.000001}
        style={{ width: '100%' }}
        value={formik.values[name]}
        onChange={(value) => void formik.setFieldValue(name, typeof value === 'number' ? value : null)}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </Form.Item>
  );
  const position =
    formik.values.latitude !== null && formik.values.longitude !== null ? { lat: formik.values.latitude, lng: formik.values.longitude } : null;

  return (
    <RecordFormModal
      prefix="location"
      editing={editing}
      submitting={formik.isSubmitting}
      serverError={serverError}
      onSubmit={() => formik.handleSubmit()}
      onClose={onClose}
      extra={
        <MapLocationDialog open={mapOpen} position={position} onClose={() => setMapOpen(false)} onConfirm={applyPlace} />
      }
    >
      <RecordTextItem form={form} prefix="location" name="name" max={LOCATION_LIMITS.name} required />
      <RecordTextItem form={form} prefix="location" name="code" max={LOCATION_LIMITS.code} />
      <Form.Item label={t('location.fields.address')} htmlFor="location-address" validateStatus={status('address')} help={errorOf('address')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="location-address"
            name="address"
            maxLength={LOCATION_LIMITS.address}
            value={formik.values.address}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setMapOpen(true)}>
            {t('location.pickOnMap')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Space.Compact block style={{ gap: 12 }}>
        <div style={{ flex: 1 }}>{coordinateItem('latitude', 90)}</div>
        <div style={{ flex: 1 }}>{coordinateItem('longitude', 180)}</div>
      </Space.Compact>
      <Form.Item label={t('location.fields.time_zone')} htmlFor="location-time_zone" validateStatus={status('time_zone')} help={errorOf('time_zone')}>
        <Select
          id="location-time_zone"
          aria-label={t('location.fields.time_zone')}
          showSearch
          allowClear
          options={zones}
          value={formik.values.time_zone || null}
          placeholder={t('location.timeZonePlaceholder')}
          onChange={(value: string | null | undefined) => void formik.setFieldValue('time_zone', value ?? '')}
        />
      </Form.Item>
    </RecordFormModal>
  );
}
