import { Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_CLIENT_INSTANCE_ID } from '@timekeep/api-client';
import { loadedRemotes, type RemoteBuildInfo } from '@timekeep/ui';

/**
 * `/diagnostics`: what support and tests need and users should not meet on product screens — the shell's
 * api-client instance and, for every remote this page has loaded at run time, its build and the api-client
 * instance it got (the same id as the shell's proves the one shared singleton). Not in the menu.
 */
export function DiagnosticsPage() {
  const { t } = useTranslation('default');
  const remotes = loadedRemotes();
  return (
    <Card data-testid="diagnostics-page">
      <Typography.Title level={2}>{t('diagnostics.title')}</Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('diagnostics.shellApiClient')}>
          <Typography.Text code data-testid="shell-api-client-id">
            {API_CLIENT_INSTANCE_ID}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4}>{t('diagnostics.remotes')}</Typography.Title>
      <Table<RemoteBuildInfo>
        size="small"
        rowKey="remote"
        pagination={false}
        dataSource={remotes}
        locale={{ emptyText: t('diagnostics.noRemotes') }}
        columns={[
          { key: 'remote', title: t('diagnostics.remote'), dataIndex: 'remote' },
          { key: 'version', title: t('diagnostics.version'), render: (_, build) => <span data-testid={`diagnostics-${build.remote}-version`}>{build.version}</span> },
          {
            key: 'client',
            title: t('diagnostics.apiClient'),
            render: (_, build) => (
              <Typography.Text code data-testid={`diagnostics-${build.remote}-api-client-id`}>
                {build.apiClientInstanceId}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
