import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Button, Flex, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import { toast, useDialog } from '@timekeep/ui';
import { settleWrite } from '../employee/server-errors';
import { ExportTooLargeError, EXPORT_MAX_ROWS, fetchAllRows, saveCsv, toCsv, type CsvColumn } from '../export/csv-export';
import { LOCATIONS_PATH, deleteLocation, deleteLocations, listLocations, locationFilterParams, type LocationRow } from './location-api';
import { knownTimeZones } from './location-form-schema';
import { LocationFormModal } from './LocationFormModal';

export const LOCATION_LIST_PAGE_SIZE = 10;
export const LOCATION_LIST_PAGE_SIZES = [10, 20, 50] as const;

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
  const dialog = useDialog();
  const zones = useMemo(() => knownTimeZones().map((zone) => ({ value: zone, label: zone })), []);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(LOCATION_LIST_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [rows, setRows] = useState<LocationRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await listLocations(client, { page, page_size: pageSize, search, time_zone: timeZone });
      if (isSuccessCode(response.code) && response.data) {
        setRows(response.data.data);
        setTotal(response.data.total);
      } else {
        setRows([]);
        setTotal(0);
      }
    } catch {
      toast.error(t('location.loadFailed'));
    } finally {
      setLoading(false);
    }
  }, [client, page, pageSize, search, timeZone, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
    setSelectedIds([]);
  };

  const afterDelete = (deleted: number) => {
    setSelectedIds([]);
    const lastPage = Math.max(1, Math.ceil((total - deleted) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else void load();
  };

  const runDelete = async (call: () => Promise<ApiResponse<{ deleted: number }>>, count: number) => {
    let outcome;
    try {
      outcome = await settleWrite(call());
    } catch {
      toast.error(t('location.failed'));
      throw new Error('delete failed');
    }
    if (!isSuccessCode(outcome.response.code)) {
      if (!outcome.notified) toast.error(client.messageOf(outcome.response));
      throw new Error('delete refused');
    }
    toast.success(t('location.deleted', { count }));
    afterDelete(count);
  };

  const confirmDelete = (row: LocationRow) =>
    void dialog.confirm({
      title: t('location.deleteTitle'),
      description: t('location.deleteOne', { name: row.name }),
      confirmText: t('location.delete'),
      onConfirm: () => runDelete(() => deleteLocation(client, row.id), 1),
    });

  const confirmDeleteSelected = () =>
    void dialog.confirm({
      title: t('location.deleteTitle'),
      description: t('location.deleteMany', { count: selectedIds.length }),
      confirmText: t('location.delete'),
      onConfirm: () => runDelete(() => deleteLocations(client, selectedIds), selectedIds.length),
    });

  const exportColumns: ReadonlyArray<CsvColumn<LocationRow>> = [
    { header: t('location.fields.name'), value: (row) => row.name },
    { header: t('location.fields.code'), value: (row) => row.code },
    { header: t('location.fields.address'), value: (row) => row.address },
    { header: t('location.fields.latitude'), value: (row) => row.latitude },
    { header: t('location.fields.longitude'), value: (row) => row.longitude },
    { header: t('location.fields.time_zone'), value: (row) => row.time_zone },
  ];

  const runExport = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRows<LocationRow>(client, LOCATIONS_PATH, locationFilterParams({ search, time_zone: timeZone }));
      saveCsv(toCsv(all, exportColumns), t('location.exportFileName'));
      toast.success(t('location.exported', { count: all.length }));
    } catch (error: unknown) {
      toast.error(error instanceof ExportTooLargeError ? t('location.exportTooLarge', { max: EXPORT_MAX_ROWS, total: error.total }) : t('location.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

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
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('location.search')}
            placeholder={t('location.searchPlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => refilter(() => setSearch(value.trim()))}
            enterButton
            style={{ width: 260 }}
          />
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
        </Space>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={total === 0} onClick={() => void runExport()}>
            {t('location.export')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0} onClick={confirmDeleteSelected}>
            {t('location.deleteSelected', { count: selectedIds.length })}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, location: null })}>
            {t('location.add')}
          </Button>
        </Space>
      </Flex>
      <Table<LocationRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t('location.empty') }}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(Number)) }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [...LOCATION_LIST_PAGE_SIZES],
          showTotal: (count) => t('location.total', { count }),
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
      />
      {form.open && (
        <LocationFormModal
          client={client}
          location={form.location}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success(t(form.location ? 'location.updated' : 'location.created', { name: saved.name }));
            setForm({ open: false });
            void load();
          }}
        />
      )}
    </Flex>
  );
}
