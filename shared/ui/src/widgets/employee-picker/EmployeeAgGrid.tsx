import { useContext, useEffect, useMemo, useRef, type ReactElement } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { AgGridReact } from 'ag-grid-react';
import {
  AllCommunityModule,
  colorSchemeDark,
  themeQuartz,
  type ColDef,
  type GridApi,
  type RowSelectedEvent,
  type RowSelectionOptions,
} from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../layout/csp-nonce';
import type { Employee } from './employeeQueries';
import type { EmployeeGridProps } from './EmployeeGrid';

const MODULES = [AllCommunityModule];
// SPEC §4: rows are toggled. Without enableSelectionWithoutKeys a plain click would select only that row and
// drop the others (ctrl/shift semantics), which fights the selection kept across pages.
const ROW_SELECTION: RowSelectionOptions = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  enableClickSelection: true,
  enableSelectionWithoutKeys: true,
};

function isDarkColor(color: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/**
 * One page of employees in ag-grid with checkbox selection that mirrors `selectedIds` (kept across pages by the
 * parent). Heavy (ag-grid): reached only through the lazy `EmployeeGrid`.
 */
export function EmployeeAgGrid({ rows, selectedIds, onToggle, loading = false, height }: EmployeeGridProps): ReactElement {
  const { t } = useTranslation('common');
  const { token } = antdTheme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const apiRef = useRef<GridApi<Employee> | null>(null);
  const gridTheme = useMemo(
    () => (isDarkColor(token.colorBgContainer) ? themeQuartz.withPart(colorSchemeDark) : themeQuartz),
    [token.colorBgContainer],
  );
  const columns = useMemo<ColDef<Employee>[]>(
    () => [
      { field: 'emp_code', headerName: t('widget.picker.empCode'), flex: 1, sortable: false },
      { field: 'first_name', headerName: t('widget.picker.firstName'), flex: 1, sortable: false },
      { field: 'last_name', headerName: t('widget.picker.lastName'), flex: 1, sortable: false },
    ],
    [t],
  );
  const localeText = useMemo(() => ({ noRowsToShow: t('widget.noData'), loadingOoo: t('widget.loading') }), [t]);

  const syncSelection = () => {
    apiRef.current?.forEachNode((node) => {
      const wanted = node.data ? selectedIds.has(node.data.id) : false;
      if (node.isSelected() !== wanted) node.setSelected(wanted, false, 'api');
    });
  };
  useEffect(syncSelection);

  return (
    <div style={{ height, width: '100%' }} data-testid="employee-grid">
      <AgGridReact<Employee>
        modules={MODULES}
        theme={gridTheme}
        styleNonce={cspNonce()}
        enableRtl={rtl}
        rowData={rows as Employee[]}
        columnDefs={columns}
        getRowId={(params) => String(params.data.id)}
        rowSelection={ROW_SELECTION}
        loading={loading}
        localeText={localeText}
        domLayout={height === undefined ? 'autoHeight' : 'normal'}
        suppressCellFocus={false}
        onGridReady={(event) => {
          apiRef.current = event.api;
          syncSelection();
        }}
        onRowDataUpdated={syncSelection}
        onRowSelected={(event: RowSelectedEvent<Employee>) => {
          // Only user actions change the selection; 'api' is our own mirroring of selectedIds.
          if (event.source === 'api' || !event.data) return;
          onToggle(event.data, event.node.isSelected() === true);
        }}
      />
    </div>
  );
}
