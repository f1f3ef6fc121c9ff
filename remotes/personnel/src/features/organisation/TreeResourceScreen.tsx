import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ResourceContract, type TreeOption } from '@timekeep/contracts';
import { AreaPage, ResourceList, usePermissions, type AreaPageEntry, type RemoteScreen, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';
import { OrgTreePanel } from './OrgTreePanel';
import { treeOf, type TreeModel } from './tree-search';

/** The flat `tree/` view of a resource, reloaded on demand. */
export function useTreeNodes(client: ApiClient, path: string, view = 'tree') {
  const [items, setItems] = useState<TreeOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    client
      .get<TreeOption[]>(`${path}${view}/`)
      .then((response) => {
        if (!live) return;
        const ok = isSuccessCode(response.code) && Array.isArray(response.data);
        setFailed(!ok);
        setItems(ok ? (response.data as TreeOption[]) : []);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [client, path, view, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { items, loading, failed, reload };
}

/** What a tree screen declares: its contract and its list/form built from the loaded tree (parent names, pickers). */
export interface TreeScreenDeclaration {
  contract: ResourceContract;
  /** i18n key of the tree's accessible name. */
  treeTitle: string;
  declaration: (model: TreeModel) => ResourceDeclaration;
}

/**
 * An organisation tree screen (/company/department, position, area): the tree on one side — search, select a
 * node to list what is directly under it, drag to move — and the kernel's resource list of the selected node's
 * sub-items (all nodes without a selection) with create, edit, delete, filters and export on the other.
 */
export function TreeResourceScreenBody({ screen, client = defaultClient }: { screen: TreeScreenDeclaration; client?: ApiClient }): ReactElement {
  const { t } = useTranslation(['company', 'per']);
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const { contract } = screen;
  const tree = useTreeNodes(client, contract.path);
  const model = useMemo(() => treeOf(tree.items), [tree.items]);
  const declaration = useMemo(() => screen.declaration(model), [screen, model]);
  const [listVersion, setListVersion] = useState(0);
  const parentText = params.get('parent');
  const selected = parentText && /^\d+$/.test(parentText) ? Number(parentText) : null;

  const select = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('parent');
      else next.set('parent', String(id));
      next.delete('page');
      return next;
    });

  return (
    <Flex gap={16} align="flex-start" wrap>
      <OrgTreePanel
        model={model}
        loading={tree.loading}
        failed={tree.failed}
        onRetry={tree.reload}
        path={contract.path}
        client={client}
        selected={selected}
        onSelect={select}
        canMove={permissions.canDo(contract.name, 'change')}
        onMoved={() => {
          tree.reload();
          setListVersion((value) => value + 1);
        }}
        title={t(screen.treeTitle)}
      />
      <div style={{ flex: 1, minWidth: 360 }}>
        <ResourceList<ResourceRow>
          declaration={declaration}
          client={client}
          reloadKey={listVersion}
          onChanged={tree.reload}
          createValues={selected === null ? undefined : { parent: selected }}
        />
      </div>
    </Flex>
  );
}

export function treeResourceScreen(screen: TreeScreenDeclaration): RemoteScreen {
  function TreeResourceScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
    return (
      <AreaPage entry={entry}>
        <TreeResourceScreenBody screen={screen} />
      </AreaPage>
    );
  }
  TreeResourceScreen.displayName = `TreeResourceScreen(${screen.contract.name})`;
  return TreeResourceScreen;
}
