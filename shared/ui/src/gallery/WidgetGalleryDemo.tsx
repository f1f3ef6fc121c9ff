import { useContext, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { App, Button, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppProvider, AppServicesContext } from '../widgets/providers/AppProvider';
import { DialogProvider, useDialog } from '../widgets/providers/DialogProvider';
import { NumericUnitInput, UnitInput } from '../widgets/unit-input/UnitInput';
import { TimeInput, TimeWidget } from '../widgets/time-input/TimeInput';
import { DateInput, DateTimeInput } from '../widgets/date-input/DateInput';
import { PasswordInput, StrongPasswordInput } from '../widgets/password/PasswordInput';
import { BooleanCheckbox, BooleanSwitch } from '../widgets/boolean-input/BooleanInput';
import { ColorInput } from '../widgets/color-input/ColorInput';
import { TreeMultiSelect, TreeSelect } from '../widgets/tree-select/TreeSelect';
import { MultiImageUpload } from '../widgets/image-upload/MultiImageUpload';
import { ImagePreview, LogoPicker, ProfilePhotoPicker } from '../widgets/image-upload/ImagePicker';
import { MultiSelectFromRecords, SelectFromRecords } from '../widgets/record-lookup/SelectFromRecords';
import { TextAreaInput } from '../widgets/record-lookup/TextAreaInput';
import { EmployeeMultiSelect } from '../widgets/employee-picker/EmployeeMultiSelect';
import { LocationField } from '../widgets/map/LocationField';
import { AuthFailurePanel } from '../widgets/map/AuthFailurePanel';
import type { PlaceLocation } from '../widgets/map/location';
import type { TreeId } from '../widgets/tree-select/treeModel';
import type { WidgetGalleryProps } from './WidgetGallery';
import { createDemoServices, DEMO_RECORDS_PATH, DEMO_TREE_URI } from './demoServices';

function Value({ value }: { value: unknown }): ReactElement {
  const { t } = useTranslation('common');
  const shown = value === undefined ? 'undefined' : JSON.stringify(value);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
      {/* Isolated so a date or JSON keeps its own order inside right-to-left text. */}
      {t('widget.gallery.value', { value: `\u2068${shown}\u2069` })}
    </Typography.Text>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Col xs={24} md={12} xl={8}>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} size="small" style={{ height: '100%' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {children}
        </Space>
      </Card>
    </Col>
  );
}

function useValue<T>(initial: T): [T, (v: T) => void, ReactElement] {
  const [value, setValue] = useState<T>(initial);
  return [value, setValue, <Value value={value} />];
}

function DialogDemo(): ReactElement {
  const { t } = useTranslation('common');
  const dialog = useDialog();
  const [result, setResult] = useState('');
  const ask = async (closeOnly: boolean) => {
    const confirmed = await dialog.confirm({
      title: t('widget.gallery.sampleTitle'),
      description: t('widget.gallery.sampleDescription'),
      closeOnly,
      // Shows the loading state on Confirm for a moment.
      onConfirm: () => new Promise((resolve) => setTimeout(resolve, 600)),
    });
    setResult(t(confirmed ? 'widget.gallery.confirmed' : 'widget.gallery.discarded'));
  };
  return (
    <>
      <Space wrap>
        <Button onClick={() => void ask(false)}>{t('widget.gallery.openDialog')}</Button>
        <Button onClick={() => void ask(true)}>{t('widget.gallery.closeOnly')}</Button>
      </Space>
      {result && <Typography.Text type="secondary">{t('widget.gallery.result', { value: result })}</Typography.Text>}
    </>
  );
}

function GalleryBody({ mapsConfigured }: { mapsConfigured: boolean }): ReactElement {
  const { t } = useTranslation('common');
  const [minutes, setMinutes, minutesValue] = useValue<string>('15');
  const [numeric, setNumeric, numericValue] = useValue<string>('8');
  const [km, setKm] = useState('12');
  const [time, setTime, timeValue] = useValue<string>('08:30');
  const [timeSeconds, setTimeSeconds, timeSecondsValue] = useValue<string>('17:45:00');
  const [date, setDate, dateValue] = useValue<string | null>('2026-11-22');
  const [dateTime, setDateTime, dateTimeValue] = useValue<string | null>('2026-11-22 09:15:00');
  const [password, setPassword, passwordValue] = useValue<string | null>(null);
  const [strong, setStrong] = useState<string | null>('Weak1');
  const [on, setOn, onValue] = useValue(true);
  const [checked, setChecked, checkedValue] = useValue(false);
  const [color, setColor, colorValue] = useValue<string>('#0e5b9d');
  const [colorAlpha, setColorAlpha] = useState<string>('rgba(252, 76, 2, 0.6)');
  const [node, setNode, nodeValue] = useValue<TreeId | null | undefined>(2);
  const [nodes, setNodes, nodesValue] = useValue<TreeId[]>([2, 3]);
  const [images, setImages] = useState<string[]>([]);
  const [photo, setPhoto] = useState<string | null>(null);
  const [logo, setLogo] = useState<string | null>(null);
  const [record, setRecord, recordValue] = useValue<number | string | null | undefined>(3);
  const [recordList, setRecordList, recordListValue] = useValue<Array<number | string>>([30, 41]);
  const [notes, setNotes] = useState('');
  const [team, setTeam, teamValue] = useValue<Array<number | string>>([1, 2, 3]);
  const [place, setPlace] = useState<PlaceLocation | null>(null);

  return (
    <Row gutter={[16, 16]}>
      <Section title={t('widget.gallery.sections.dialog')}>
        <DialogDemo />
      </Section>
      <Section title={t('widget.gallery.sections.units')}>
        <UnitInput aria-label={t('widget.gallery.sections.units')} unit="minute" value={minutes} onChange={setMinutes} />
        {minutesValue}
        <NumericUnitInput aria-label={t('widget.unit.hour')} unit="hour" value={numeric} onChange={setNumeric} />
        {numericValue}
        <UnitInput aria-label="km" unit="km" value={km} onChange={setKm} />
        <NumericUnitInput aria-label={t('widget.gallery.disabled')} unit="second" value="30" disabled />
      </Section>
      <Section title={t('widget.gallery.sections.time')}>
        <TimeInput aria-label={t('widget.gallery.sections.time')} value={time} onChange={setTime} />
        {timeValue}
        <TimeWidget aria-label={`${t('widget.gallery.sections.time')} :00`} value={timeSeconds} onChange={setTimeSeconds} />
        {timeSecondsValue}
      </Section>
      <Section title={t('widget.gallery.sections.date')}>
        <DateInput aria-label={t('widget.date.placeholder')} value={date} emptyValue={null} minDate="2026-01-01" onChange={setDate} />
        {dateValue}
        <DateTimeInput aria-label={t('widget.dateTime.placeholder')} value={dateTime} emptyValue={null} onChange={setDateTime} />
        {dateTimeValue}
      </Section>
      <Section title={t('widget.gallery.sections.password')}>
        <PasswordInput aria-label={t('widget.gallery.sections.password')} value={password} emptyValue={null} onChange={setPassword} />
        {passwordValue}
        <StrongPasswordInput aria-label={t('widget.password.tip')} value={strong} emptyValue={null} onChange={setStrong} />
      </Section>
      <Section title={t('widget.gallery.sections.boolean')}>
        <BooleanSwitch aria-label={t('widget.gallery.sections.boolean')} value={on} onChange={setOn} />
        {onValue}
        <BooleanCheckbox value={checked} onChange={setChecked} checkboxDescription={t('widget.gallery.sampleDescription')} />
        {checkedValue}
        <BooleanSwitch aria-label={t('widget.gallery.disabled')} value={false} disabled />
      </Section>
      <Section title={t('widget.gallery.sections.color')}>
        <ColorInput aria-label={t('widget.gallery.sections.color')} value={color} onChange={setColor} />
        {colorValue}
        <ColorInput aria-label="RGBA" defaultMode="rgba" value={colorAlpha} onChange={setColorAlpha} />
      </Section>
      <Section title={t('widget.gallery.sections.tree')}>
        <TreeSelect aria-label={t('widget.gallery.sections.tree')} uri={DEMO_TREE_URI} value={node} onChange={setNode} disabledIds={[5]} />
        {nodeValue}
        <TreeMultiSelect aria-label={`${t('widget.gallery.sections.tree')} +`} uri={DEMO_TREE_URI} value={nodes} onChange={setNodes} />
        {nodesValue}
      </Section>
      <Section title={t('widget.gallery.sections.images')}>
        <MultiImageUpload value={images} onChange={setImages} />
        <Space wrap align="start">
          <ProfilePhotoPicker value={photo} onChange={setPhoto} />
          <LogoPicker value={logo} onChange={setLogo} />
          <ImagePreview value={photo} />
        </Space>
      </Section>
      <Section title={t('widget.gallery.sections.records')}>
        <SelectFromRecords aria-label={t('widget.gallery.sections.records')} listPath={DEMO_RECORDS_PATH} value={record} onChange={setRecord} />
        {recordValue}
        <MultiSelectFromRecords aria-label={`${t('widget.gallery.sections.records')} +`} listPath={DEMO_RECORDS_PATH} value={recordList} onChange={setRecordList} />
        {recordListValue}
        <TextAreaInput aria-label={t('widget.gallery.sampleDescription')} value={notes} onChange={setNotes} />
      </Section>
      <Section title={t('widget.gallery.sections.employees')}>
        <EmployeeMultiSelect aria-label={t('widget.gallery.sections.employees')} value={team} onChange={setTeam} />
        {teamValue}
        <EmployeeMultiSelect aria-label={`${t('widget.gallery.sections.employees')} 72vw`} value={team} onChange={setTeam} applyImmediately limitTags={6} />
      </Section>
      <Section title={t('widget.gallery.sections.map')}>
        {/* Without a key the same field offers the manual form. */}
        {!mapsConfigured && <Typography.Text type="secondary">{t('widget.gallery.mapNotConfigured')}</Typography.Text>}
        <LocationField aria-label={t('widget.gallery.sections.map')} value={place} onChange={setPlace} />
        {place && <Value value={place} />}
        <Typography.Text strong>{t('widget.gallery.authFailureState')}</Typography.Text>
        <AuthFailurePanel />
      </Section>
    </Row>
  );
}

/**
 * Every shared widget in its states (SPEC §2), for people to look at: public, in the current language and
 * theme. It talks to in-memory sample data only, so it needs no sign-in and shows no company data. Reached only
 * through the lazy `WidgetGallery`.
 */
export function WidgetGalleryDemo({ maps }: WidgetGalleryProps): ReactElement {
  const { t } = useTranslation('common');
  const outer = useContext(AppServicesContext);
  const mapsConfig = maps ?? outer?.maps;
  const services = useMemo(
    () =>
      createDemoServices(
        {
          department: (n) => t('widget.gallery.sampleDepartment', { n }),
          employee: (n) => t('widget.gallery.sampleEmployee', { n }),
          record: (n) => t('widget.gallery.sampleRecord', { n }),
        },
        { maps: mapsConfig, warn: outer?.warn },
      ),
    [t, mapsConfig, outer?.warn],
  );
  return (
    <App>
      <AppProvider services={services}>
        <DialogProvider>
          <main style={{ padding: 24 }} data-testid="widget-gallery">
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {t('widget.gallery.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('widget.gallery.intro')}</Typography.Paragraph>
            <GalleryBody mapsConfigured={Boolean(mapsConfig?.apiKey)} />
          </main>
        </DialogProvider>
      </AppProvider>
    </App>
  );
}
