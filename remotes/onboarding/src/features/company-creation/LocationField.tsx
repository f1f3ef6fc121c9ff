import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { CompanyLocation } from './location';
import { MapLocationDialog } from './MapLocationDialog';

export interface LocationFieldProps {
  id: string;
  value: CompanyLocation | null;
  onChange: (location: CompanyLocation) => void;
  timezones: readonly string[];
  defaultTimezone?: string;
  status?: 'error';
}

/** Read-only address with a button that opens the location dialog (SPEC §2 Location form field). */
export function LocationField({ id, value, onChange, timezones, defaultTimezone, status }: LocationFieldProps) {
  const { t } = useTranslation('oauth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={value?.address ?? ''} placeholder={t('location.placeholder')} status={status} />
        <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
          {t('location.choose')}
        </Button>
      </Space.Compact>
      <MapLocationDialog
        open={open}
        value={value}
        timezones={timezones}
        defaultTimezone={defaultTimezone}
        onDiscard={() => setOpen(false)}
        onConfirm={(location) => {
          setOpen(false);
          onChange(location);
        }}
      />
    </>
  );
}
