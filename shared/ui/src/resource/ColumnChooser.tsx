import { useState, type ReactElement } from 'react';
import { Button, Checkbox, Flex, Popover } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useTranslation } from 'react-i18next';

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ key: string; title: string }>;
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Which columns the list shows; at least one stays visible. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps): ReactElement {
  const { t } = useTranslation('common');
  // The popover mounts on first use: until then the list carries only the button (and none of its styles).
  const [open, setOpen] = useState<boolean | null>(null);
  const visible = columns.filter((column) => !hidden.includes(column.key)).length;
  const content = (
    <Flex vertical gap={4} role="group" aria-label={t('resource.columns')}>
      {columns.map((column) => {
        const shown = !hidden.includes(column.key);
        return (
          <Checkbox
            key={column.key}
            checked={shown}
            disabled={shown && visible === 1}
            onChange={(event) => onChange(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
          >
            {column.title}
          </Checkbox>
        );
      })}
    </Flex>
  );
  const button = <Button icon={<SettingOutlined />} aria-label={t('resource.columns')} onClick={open === null ? () => setOpen(true) : undefined} />;
  if (open === null) return button;
  return (
    <Popover trigger="click" content={content} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {button}
    </Popover>
  );
}
