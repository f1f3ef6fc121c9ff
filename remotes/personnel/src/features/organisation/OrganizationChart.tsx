import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Avatar, Button, Card, Empty, Flex, Input, Spin, Typography } from 'antd';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { DEPARTMENT_RESOURCE, type DepartmentChartNode } from '@timekeep/contracts';
import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { useTreeNodes } from './TreeResourceScreen';
import { searchTree, treeOf, type TreeNode } from './tree-search';
import styles from './OrganizationChart.module.css';

/**
 * /company/organization-chart: the department tree drawn top-down as cards (name, head, employee count) joined by
 * lines, built from antd cards and CSS (no chart library: stack-notes allows none, and a tree of cards needs
 * none). Each card opens and closes its branch; the search keeps the matches and the path to them, opened.
 */
export function OrganizationChartBody({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation(['company', 'per']);
  const chart = useTreeNodes(client, DEPARTMENT_RESOURCE.path, 'chart');
  const nodes = chart.items as DepartmentChartNode[];
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const model = useMemo(() => treeOf(nodes), [nodes]);
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const found = useMemo(() => searchTree(model, search, (id) => byId.get(id)?.manager_name ?? ''), [model, search, byId]);

  const toggle = (id: number) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isOpen = (id: number) => (found.visible ? found.expand.includes(id) || !collapsed.has(id) : !collapsed.has(id));
  const shown = (node: TreeNode) => !found.visible || found.visible.has(Number(node.id));

  const renderNode = (node: TreeNode): ReactElement => {
    const id = Number(node.id);
    const data = byId.get(id);
    const children = node.children.filter(shown);
    const open = isOpen(id) && children.length > 0;
    return (
      <li key={id} className={styles.item}>
        <Card
          size="small"
          className={`${styles.card} ${found.matches.has(id) ? styles.match : ''}`}
          data-testid={`chart-node-${id}`}
          aria-label={node.label}
          role="group"
        >
          <Flex vertical gap={4} align="center">
            <Typography.Text strong>
              <ApartmentOutlined /> {node.label}
            </Typography.Text>
            {data?.code ? <Typography.Text type="secondary">{data.code}</Typography.Text> : null}
            <Flex gap={6} align="center">
              <Avatar size="small" icon={<UserOutlined />} />
              <Typography.Text type={data?.manager_name ? undefined : 'secondary'}>{data?.manager_name || t('company:chart.noHead')}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('company:chart.employees', { count: data?.employee_count ?? 0 })}
            </Typography.Text>
            {children.length > 0 && (
              <Button
                size="small"
                shape="circle"
                icon={open ? <MinusOutlined /> : <PlusOutlined />}
                aria-expanded={open}
                aria-label={t(open ? 'company:chart.collapse' : 'company:chart.expand', { name: node.label })}
                onClick={() => toggle(id)}
              />
            )}
          </Flex>
        </Card>
        {open && <ul className={styles.level}>{children.map(renderNode)}</ul>}
      </li>
    );
  };

  const roots = model.roots.filter(shown);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input.Search allowClear aria-label={t('company:chart.search')} placeholder={t('company:chart.search')} style={{ width: 280 }} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button onClick={() => setCollapsed(new Set())}>{t('company:chart.expandAll')}</Button>
        <Button onClick={() => setCollapsed(new Set(nodes.filter((node) => node.parent === null).map((node) => node.id)))}>{t('company:chart.collapseAll')}</Button>
      </Flex>
      {chart.failed ? (
        <Alert
          type="error"
          showIcon
          title={t('company:chart.loadFailed')}
          action={
            <Button size="small" onClick={chart.reload}>
              {t('company:tree.retry')}
            </Button>
          }
        />
      ) : chart.loading && nodes.length === 0 ? (
        <Spin />
      ) : roots.length === 0 ? (
        <Empty description={search.trim() ? t('company:tree.noMatch') : t('company:chart.empty')} />
      ) : (
        <div className={styles.chart} data-testid="organization-chart">
          <ul className={styles.level}>{roots.map(renderNode)}</ul>
        </div>
      )}
    </Flex>
  );
}

export function OrganizationChartScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <OrganizationChartBody />
    </AreaPage>
  );
}
