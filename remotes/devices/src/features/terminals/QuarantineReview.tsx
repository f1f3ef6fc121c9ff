import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { formatWireDateTime, toast, useCompanyFormats } from '@timekeep/ui';
import { importQuarantine, readQuarantine, type QuarantineReview as Review } from './terminal-api';

export interface QuarantineReviewProps {
  terminalId: number;
  count: number;
  onImported: () => void;
  client?: ApiClient;
}

/**
 * The punches the SN sent before the company registered it: listed for review, imported only on request
 * (and then marked for review, they may be a previous owner's).
 */
export function QuarantineReviewButton({ terminalId, count, onImported, client = defaultClient }: QuarantineReviewProps): ReactElement {
  const { t } = useTranslation('device');
  const formats = useCompanyFormats();
  const [open, setOpen] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void readQuarantine(client, terminalId).then((response) => {
      if (!live) return;
      if (isSuccessCode(response.code)) setReview(response.data);
      else toast.error(client.messageOf(response));
    });
    return () => {
      live = false;
    };
  }, [open, client, terminalId]);

  const runImport = async () => {
    setImporting(true);
    try {
      const response = await importQuarantine(client, terminalId);
      if (isSuccessCode(response.code)) {
        toast.success(t('terminal.quarantine.imported', { stored: response.data.stored, duplicates: response.data.duplicates }));
        setOpen(false);
        onImported();
      } else toast.error(client.messageOf(response));
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('terminal.quarantine.button', { count })}
      </Button>
      {open && (
        <Modal
          open
          width={640}
          title={t('terminal.quarantine.title')}
          onCancel={() => setOpen(false)}
          footer={[
            <Button key="close" onClick={() => setOpen(false)}>
              {t('terminal.quarantine.close')}
            </Button>,
            <Button key="import" type="primary" loading={importing} disabled={!review || review.count === 0} onClick={() => void runImport()}>
              {t('terminal.quarantine.import', { count: review?.count ?? count })}
            </Button>,
          ]}
        >
          <Alert type="warning" showIcon title={t('terminal.quarantine.hint')} style={{ marginBottom: 12 }} />
          <Table
            size="small"
            rowKey={(row) => `${row.pin}|${row.punch_time}|${row.received_at}`}
            loading={review === null}
            dataSource={review?.punches ?? []}
            pagination={{ pageSize: 10 }}
            columns={[
              { key: 'pin', title: t('terminal.quarantine.pin'), dataIndex: 'pin' },
              // The device's own wall clock, as it sent it.
              { key: 'time', title: t('terminal.quarantine.time'), render: (_: unknown, row: Review['punches'][number]) => formatWireDateTime(row.punch_time, formats) },
            ]}
          />
          {review && review.count > review.punches.length && (
            <Typography.Text type="secondary">{t('terminal.quarantine.shown', { shown: review.punches.length, count: review.count })}</Typography.Text>
          )}
        </Modal>
      )}
    </>
  );
}
