import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Flex, Input, Space } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';

export interface ListToolbarProps {
  /** The per-namespace key prefix of the list (`employee`, `resign`, …): search, export and add texts. */
  prefix: string;
  searchWidth: number;
  /** The trimmed search text, on Enter or the search button. */
  onSearch: (search: string) => void;
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  /** CSV export of everything the filters match; left out when the list has none. */
  exportAction?: { exporting: boolean; disabled: boolean; onExport: () => void };
  /** The action on the selected rows (delete, reinstate). */
  selectedAction: ReactNode;
  onAdd: () => void;
}

/** The bar above a personnel list: search and filters on the start side, export / selected-rows / add on the end. */
export function ListToolbar({ prefix, searchWidth, onSearch, filters, exportAction, selectedAction, onAdd }: ListToolbarProps): ReactElement {
  const { t } = useTranslation('per');
  const [searchText, setSearchText] = useState('');
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={t(`${prefix}.search`)}
          placeholder={t(`${prefix}.searchPlaceholder`)}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => onSearch(value.trim())}
          enterButton
          style={{ width: searchWidth }}
        />
        {filters}
      </Space>
      <Space wrap>
        {exportAction && (
          <Button icon={<DownloadOutlined />} loading={exportAction.exporting} disabled={exportAction.disabled} onClick={exportAction.onExport}>
            {t(`${prefix}.export`)}
          </Button>
        )}
        {selectedAction}
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t(`${prefix}.add`)}
        </Button>
      </Space>
    </Flex>
  );
}
