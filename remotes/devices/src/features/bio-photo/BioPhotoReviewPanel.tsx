import { useState } from 'react';
import { Button, Flex, Image, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { imageSource, toast, usePagedRows } from '@timekeep/ui';
import { listBiophotos, reviewBiophotos, type BiophotoRow, type BiophotoStatus } from './biophoto-api';

export const REVIEW_PAGE_SIZE = 10;
const STATUS_COLOR: Record<BiophotoStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
const THUMBNAIL = 56;

export interface BioPhotoReviewPanelProps {
  client?: ApiClient;
}

/**
 * Self-registered photos waiting for an administrator (/device/bio-photo): a server-paged grid filtered by
 * status, a preview of each photo, and approve / reject for pending ones.
 */
export function BioPhotoReviewPanel({ client = apiClient }: BioPhotoReviewPanelProps) {
  const { t, i18n } = useTranslation('device');
  const [status, setStatus] = useState<BiophotoStatus>('pending');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(REVIEW_PAGE_SIZE);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { rows, total, loading, reload: load } = usePagedRows(
    () => listBiophotos(client, { page, page_size: pageSize, status }),
    JSON.stringify([page, pageSize, status]),
    () => toast.error(t('bioPhoto.failed')),
  );

  const review = async (row: BiophotoRow, action: 'approve' | 'reject') => {
    setBusyId(row.id);
    try {
      const response = await reviewBiophotos(client, [row.id], action);
      if (isSuccessCode(response.code)) {
        toast.success(t(action === 'approve' ? 'bioPhoto.approved' : 'bioPhoto.rejected'));
        await load();
      }
    } finally {
      setBusyId(null);
    }
  };

  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const columns: TableColumnsType<BiophotoRow> = [
    {
      key: 'photo',
      title: t('bioPhoto.columns.photo'),
      width: THUMBNAIL + 32,
      render: (_, row) => (
        <Image
          src={imageSource(row.photo)}
          alt={`${row.emp_code} ${row.display_name}`}
          width={THUMBNAIL}
          height={THUMBNAIL}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          data-testid={`bio-photo-image-${row.id}`}
        />
      ),
    },
    { key: 'emp_code', dataIndex: 'emp_code', title: t('bioPhoto.columns.empCode') },
    { key: 'name', title: t('bioPhoto.columns.name'), render: (_, row) => [row.first_name, row.last_name].filter(Boolean).join(' ') || row.display_name },
    { key: 'remarks', dataIndex: 'remarks', title: t('bioPhoto.columns.remarks') },
    { key: 'created_at', title: t('bioPhoto.columns.submittedAt'), render: (_, row) => dateFormat.format(new Date(row.created_at)) },
    {
      key: 'status',
      title: t('bioPhoto.columns.status'),
      render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{t(`bioPhoto.status.${row.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('bioPhoto.columns.actions'),
      render: (_, row) =>
        row.status === 'pending' ? (
          <Space>
            <Button type="primary" size="small" loading={busyId === row.id} onClick={() => void review(row, 'approve')} data-testid={`bio-photo-approve-${row.id}`}>
              {t('bioPhoto.approve')}
            </Button>
            <Button danger size="small" disabled={busyId === row.id} onClick={() => void review(row, 'reject')} data-testid={`bio-photo-reject-${row.id}`}>
              {t('bioPhoto.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<BiophotoStatus>
          aria-label={t('bioPhoto.status.label')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t(`bioPhoto.status.${value}`) }))}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('bioPhoto.refresh')}
        </Button>
      </Flex>
      <Table<BiophotoRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t('bioPhoto.empty') }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 50],
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
      />
    </Flex>
  );
}
