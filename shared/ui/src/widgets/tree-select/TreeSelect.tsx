import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Button, Input, Popover, Space, Tag, theme } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useTranslation } from 'react-i18next';
import { TreePanel } from './TreePanel';
import { ancestorIds, buildTree, toggleAll, toggleSelection, type TreeId, type TreeNavState } from './treeModel';
import { useTreeOptions, type TreeSource } from './useTreeOptions';

interface CommonProps extends TreeSource {
  /** Ids that cannot be selected. */
  disabledIds?: ReadonlyArray<TreeId>;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
  'aria-label'?: string;
}

function useTreeState(source: TreeSource, focusOn: TreeId | undefined, field: () => HTMLElement | null) {
  const { items, loading } = useTreeOptions(source);
  const model = useMemo(() => buildTree(items), [items]);
  const [nav, setNav] = useState<TreeNavState>({ focused: null, expanded: new Set() });
  const [open, setOpen] = useState(false);
  const [fieldWidth, setFieldWidth] = useState<number>();
  const openPanel = () => {
    // The dropdown is never narrower than its field (a wide filter field left a narrow panel under it).
    setFieldWidth(field()?.getBoundingClientRect().width);
    // Open with the (first) selected item visible and focused.
    if (focusOn !== undefined && model.byId.has(focusOn)) {
      setNav((current) => ({ focused: focusOn, expanded: new Set([...current.expanded, ...ancestorIds(model, focusOn)]) }));
    }
    setOpen(true);
  };
  const popupStyles = { root: { minWidth: fieldWidth } };
  return { model, loading, nav, setNav, open, setOpen, openPanel, popupStyles };
}

function openOnKey(event: KeyboardEvent<HTMLElement>, open: () => void) {
  if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  }
}

export interface TreeSelectProps extends CommonProps {
  value?: TreeId | null;
  /** The chosen id; clearing gives null, or undefined when the field is required (SPEC §2, §5). */
  onChange?: (value: TreeId | null | undefined) => void;
  required?: boolean;
}

/** Single-choice tree select. */
export function TreeSelect({ value, onChange, required = false, disabledIds = [], ...rest }: TreeSelectProps): ReactElement {
  const { t } = useTranslation('common');
  const disabled = useMemo(() => new Set(disabledIds), [disabledIds]);
  const triggerRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLElement | null>(null);
  const state = useTreeState(rest, value ?? undefined, () => fieldRef.current);
  const panelId = useId();
  const label = value === null || value === undefined ? '' : (state.model.byId.get(value)?.label ?? String(value));

  const close = () => {
    state.setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (id: TreeId, closeAfter: boolean) => {
    if (disabled.has(id)) return;
    onChange?.(id);
    if (closeAfter) close();
  };

  const panel = (
    <div id={panelId}>
      <TreePanel
        model={state.model}
        loading={state.loading}
        nav={state.nav}
        onNavChange={state.setNav}
        selected={new Set(value === null || value === undefined ? [] : [value])}
        disabled={disabled}
        multiple={false}
        onToggle={(id) => choose(id, false)}
        onEnter={(id) => choose(id, true)}
        onEscape={close}
        label={rest['aria-label']}
        autoFocus={state.open}
      />
    </div>
  );

  return (
    <Popover content={panel} trigger="click" open={state.open && !rest.disabled} onOpenChange={(o) => (o ? state.openPanel() : state.setOpen(false))} placement="bottomLeft" arrow={false} styles={state.popupStyles}>
      <Input
        ref={(el) => {
          triggerRef.current = el?.input ?? null;
          fieldRef.current = el?.nativeElement ?? null;
        }}
        id={rest.id}
        readOnly
        role="combobox"
        aria-label={rest['aria-label']}
        aria-expanded={state.open}
        aria-haspopup="tree"
        aria-controls={state.open ? panelId : undefined}
        disabled={rest.disabled}
        status={rest.status}
        placeholder={rest.placeholder ?? t('widget.select')}
        value={label}
        onKeyDown={(e) => {
          // Keyboard counterpart of the clear icon.
          if ((e.key === 'Backspace' || e.key === 'Delete') && label) {
            e.preventDefault();
            onChange?.(required ? undefined : null);
            return;
          }
          openOnKey(e, state.openPanel);
        }}
        suffix={
          label && !rest.disabled ? (
            <CloseCircleFilled
              role="button"
              aria-label={t('widget.tree.clear')}
              onClick={(e) => {
                e.stopPropagation();
                onChange?.(required ? undefined : null);
              }}
            />
          ) : (
            <DownOutlined aria-hidden />
          )
        }
      />
    </Popover>
  );
}

export interface TreeMultiSelectProps extends CommonProps {
  value?: ReadonlyArray<TreeId> | null;
  onChange?: (value: TreeId[]) => void;
  /** Tags shown before "+N" (SPEC: limitTags 1). */
  limitTags?: number;
}

/** Multi-choice tree select: changes are staged in the panel and applied with Confirm (or Enter). */
export function TreeMultiSelect({ value, onChange, disabledIds = [], limitTags = 1, ...rest }: TreeMultiSelectProps): ReactElement {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const disabled = useMemo(() => new Set(disabledIds), [disabledIds]);
  const committed = value ?? [];
  const triggerRef = useRef<HTMLDivElement>(null);
  const state = useTreeState(rest, committed[0], () => triggerRef.current);
  const [draft, setDraft] = useState<TreeId[]>([...committed]);
  const [withChildren, setWithChildren] = useState(false);
  const panelId = useId();

  const openPanel = () => {
    setDraft([...committed]);
    state.openPanel();
  };
  const close = () => {
    state.setOpen(false);
    triggerRef.current?.focus();
  };
  const confirm = () => {
    onChange?.(draft);
    close();
  };

  const labelOf = (id: TreeId) => state.model.byId.get(id)?.label ?? String(id);
  const shown = committed.slice(0, limitTags);
  const hidden = committed.length - shown.length;

  const panel = (
    <div id={panelId} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Space wrap size={4}>
        <Button size="small" onClick={() => setDraft(toggleAll(state.model, draft, disabled))}>
          {t('widget.tree.selectAll')}
        </Button>
        <Button size="small" aria-pressed={withChildren} type={withChildren ? 'primary' : 'default'} onClick={() => setWithChildren((w) => !w)}>
          {t('widget.tree.withChildren')}
        </Button>
        <Button size="small" type="primary" onClick={confirm}>
          {t('widget.confirm')}
        </Button>
      </Space>
      <TreePanel
        model={state.model}
        loading={state.loading}
        nav={state.nav}
        onNavChange={state.setNav}
        selected={new Set(draft)}
        disabled={disabled}
        multiple
        onToggle={(id) => setDraft((d) => toggleSelection(state.model, d, id, withChildren, disabled))}
        onEnter={confirm}
        onEscape={close}
        label={rest['aria-label']}
        autoFocus={state.open}
      />
    </div>
  );

  return (
    <Popover content={panel} trigger="click" open={state.open && !rest.disabled} onOpenChange={(o) => (o ? openPanel() : state.setOpen(false))} placement="bottomLeft" arrow={false} styles={state.popupStyles}>
      <div
        ref={triggerRef}
        id={rest.id}
        role="combobox"
        tabIndex={rest.disabled ? -1 : 0}
        aria-label={rest['aria-label']}
        aria-expanded={state.open}
        aria-haspopup="tree"
        aria-controls={state.open ? panelId : undefined}
        aria-disabled={rest.disabled || undefined}
        onKeyDown={(e) => openOnKey(e, openPanel)}
        className={`ant-input ant-input-outlined${rest.status ? ` ant-input-status-${rest.status}` : ''}`}
        style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 32, cursor: 'pointer', flexWrap: 'wrap' }}
      >
        {/* the theme's placeholder colour, readable on the page (a 45 % opacity of the text was 2.8:1) */}
        {committed.length === 0 && <span style={{ color: token.colorTextPlaceholder }}>{rest.placeholder ?? t('widget.select')}</span>}
        {shown.map((id) => (
          <Tag key={id} style={{ marginInlineEnd: 0 }}>
            {labelOf(id)}
          </Tag>
        ))}
        {hidden > 0 && <Tag style={{ marginInlineEnd: 0 }}>{t('widget.tree.more', { count: hidden })}</Tag>}
        <DownOutlined aria-hidden style={{ marginInlineStart: 'auto', opacity: 0.45 }} />
      </div>
    </Popover>
  );
}
