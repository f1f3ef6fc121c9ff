import { useMemo, useState, type ReactElement } from 'react';
import { Button, Flex, Select, Space, Table, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { toast } from '@timekeep/ui';
import { ListToolbar } from '../common/ListToolbar';
import { useConfirmedRemoval } from '../common/useConfirmedWrite';
import { useCsvExport } from '../common/useCsvExport';
import { usePagedList } from '../common/usePagedList';
import type { CsvColumn } from '../export/csv-export';
import { LOCATIONS_PATH, deleteLocation, deleteLocations, listLocations, locationFilterParams, type LocationRow } from './location-api';
import { knownTimeZones } from './location-form-schema';
import { LocationFormModal } from './LocationFormModal';

export interface LocationListPanelProps {
  client?: ApiClient;
}

type FormState = { open: false } | { open: true; location: LocationRow | null };

const coordinateText = (value: number | null) => (value === null ? '' : value.toFixed(6));

/**
 * /company/location: the server-paged location list with search, a time-zone filter, CSV export of everything the
 * filters match, create / edit in a modal form (with the Map Location dialog), and single and multiple delete.
 */
export function LocationListPanel({ client = apiClient }: LocationListPanelProps): ReactElement {
  const { t } = useTranslation('per');
  const zones = useMemo(() => knownTimeZones().map((zone) => ({ value: zone, label: zone })), []);
  const [search, setSearch] = useState('');
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>({ open: false });

  const list = usePagedList({
    client,
    list: listLocations,
    filters: { search, time_zone: timeZone },
    loadFailedText: t('location.loadFailed'),
    totalText: (count) => t('location.total', { count }),
    emptyText: t('location.empty'),
  });
  const { selectedIds, refilter } = list;

  const confirmRemoval = useConfirmedRemoval({
    client,
    failedText: t('location.failed'),
    doneText: (count) => t('location.deleted', { count }),
    onDone: list.afterDelete,
  });

  const confirmDelete = (row: LocationRow) =>
    confirmRemoval({
      title: t('location.deleteTitle'),
      description: t('location.deleteOne', { name: row.name }),
      confirmText: t('location.delete'),
      call: () => deleteLocation(client, row.id),
      count: 1,
    });

  const confirmDeleteSelected = () =>
    confirmRemoval({
      title: t('location.deleteTitle'),
      description: t('location.deleteMany', { count: selectedIds.length }),
      confirmText: t('location.delete'),
      call: () => deleteLocations(client, selectedIds),
      count: selectedIds.length,
    });

  const exportColumns: ReadonlyArray<CsvColumn<LocationRow>> = [
    { header: t('location.fields.name'), value: (row) => row.name },
    { header: t('location.fields.code'), value: (row) => row.code },
    { header: t('location.fields.address'), value: (row) => row.address },
    { header: t('location.fields.latitude'), value: (row) => row.latitude },
    { header: t('location.fields.longitude'), value: (row) => row.longitude },
    { header: t('location.fields.time_zone'), value: (row) => row.time_zone },
  ];
  const csv = useCsvExport<LocationRow>(client, LOCATIONS_PATH, locationFilterParams({ search, time_zone: timeZone }), exportColumns, 'location');

  const columns: TableColumnsType<LocationRow> = [
    { key: 'name', dataIndex: 'name', title: t('location.fields.name') },
    { key: 'code', dataIndex: 'code', title: t('location.fields.code') },
    { key: 'address', dataIndex: 'address', title: t('location.fields.address'), ellipsis: true },
    { key: 'latitude', title: t('location.fields.latitude'), render: (_, row) => coordinateText(row.latitude) },
    { key: 'longitude', title: t('location.fields.longitude'), render: (_, row) => coordinateText(row.longitude) },
    { key: 'time_zone', dataIndex: 'time_zone', title: t('location.fields.time_zone') },
    {
      key: 'actions',
      title: t('location.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={t('location.editOne', { name: row.name })} onClick={() => setForm({ open: true, location: row })} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('location.deleteOneLabel', { name: row.name })} onClick={() => confirmDelete(row)} />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <ListToolbar
        prefix="location"
        searchWidth={260}
        onSearch={(value) => refilter(() => setSearch(value))}
        filters={
          <Select
            aria-label={t('location.timeZoneFilter')}
            placeholder={t('location.timeZoneFilter')}
            showSearch
            allowClear
            options={zones}
            value={timeZone}
            onChange={(value: string | null | undefined) => refilter(() => setTimeZone(value ?? null))}
            style={{ width: 240 }}
          />
        }
        exportAction={{ exporting: csv.exporting, disabled: list.total === 0, onExport: () => void csv.runExport() }}
        selectedAction={
          <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0} onClick={confirmDeleteSelected}>
            {t('location.deleteSelected', { count: selectedIds.length })}
          </Button>
        }
        onAdd={() => setForm({ open: true, location: null })}
      />
      <Table<LocationRow> columns={columns} {...list.tableProps} />
      {form.open && (
        <LocationFormModal
          client={client}
          location={form.location}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success(t(form.location ? 'location.updated' : 'location.created', { name: saved.name }));
            setForm({ open: false });
            void list.load();
          }}
        />
      )}
    </Flex>
  );
}
