import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Spin, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { dropParent, labelMatches, searchTree, type TreeModel, type TreeNode } from './tree-search';

export interface OrgTreePanelProps {
  model: TreeModel;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The resource's base path (`/personnel/api/v2/departments/`): a drop PATCHes `{parent}` there. */
  path: string;
  client: ApiClient;
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** Drag-and-drop moves only with the change permission. */
  canMove: boolean;
  /** After a node moved (the list and the tree reload). */
  onMoved: () => void;
  /** The tree's accessible name ("Departments"). */
  title: string;
}

/** The label with the searched text marked. */
function highlighted(label: string, search: string): ReactNode {
  const term = search.trim();
  if (!term || !labelMatches(label, term)) return label;
  const at = label.toLocaleLowerCase().indexOf(term.toLocaleLowerCase());
  if (at < 0) return <mark>{label}</mark>;
  return (
    <>
      {label.slice(0, at)}
      <mark>{label.slice(at, at + term.length)}</mark>
      {label.slice(at + term.length)}
    </>
  );
}

/**
 * The tree beside an organisation list: search (matches and their path stay, the path opens), select a node to
 * list its sub-items, drag a node onto another (inside it) or beside it (same parent) to move it.
 */
export function OrgTreePanel({ model, loading, failed, onRetry, path, client, selected, onSelect, canMove, onMoved, title }: OrgTreePanelProps): ReactElement {
  const { t } = useTranslation('company');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [moving, setMoving] = useState(false);
  const found = useMemo(() => searchTree(model, search), [model, search]);

  const treeData = useMemo(() => {
    const toData = (nodes: TreeNode[]): TreeDataNode[] =>
      nodes
        .filter((node) => !found.visible || found.visible.has(Number(node.id)))
        .map((node) => ({ key: Number(node.id), title: highlighted(node.label, search), children: toData(node.children) }));
    return toData(model.roots);
  }, [model, found, search]);

  // Everything opens at first; a search opens the path to its matches.
  const expandedKeys = found.visible ? [...found.visible] : (expanded ?? [...model.byId.keys()].map(Number));

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const dragged = Number(info.dragNode.key);
    const parent = dropParent(model, dragged, Number(info.node.key), !info.dropToGap);
    if (parent === undefined) return;
    const name = model.byId.get(dragged)?.label ?? '';
    setMoving(true);
    try {
      const response = await client.partialUpdate(path, dragged, { parent });
      if (isSuccessCode(response.code)) {
        toast.success(t('tree.moved', { name }));
        onMoved();
      } else toast.error(client.messageOf(response));
    } catch {
      toast.error(t('tree.moveFailed', { name }));
    } finally {
      setMoving(false);
    }
  };

  return (
    <Card size="small" style={{ width: 300, flex: 'none' }} styles={{ body: { padding: 12 } }} data-testid="org-tree-panel">
      <Flex vertical gap={8}>
        <Input.Search allowClear aria-label={t('tree.search')} placeholder={t('tree.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button size="small" type={selected === null ? 'primary' : 'default'} onClick={() => onSelect(null)}>
          {t('tree.all')}
        </Button>
        {failed ? (
          <Alert
            type="error"
            showIcon
            title={t('tree.loadFailed')}
            action={
              <Button size="small" onClick={onRetry}>
                {t('tree.retry')}
              </Button>
            }
          />
        ) : loading && model.byId.size === 0 ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search.trim() ? t('tree.noMatch') : t('tree.empty')} />
        ) : (
          <Spin spinning={moving}>
            <Tree
              aria-label={title}
              blockNode
              showLine
              treeData={treeData}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys.map(Number))}
              selectedKeys={selected === null ? [] : [selected]}
              onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : null)}
              draggable={canMove && !found.visible ? { icon: false } : false}
              onDrop={(info) => void onDrop(info)}
              style={{ maxHeight: 480, overflow: 'auto' }}
            />
          </Spin>
        )}
        {canMove && model.byId.size > 1 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('tree.dragHint')}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
