import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { Checkbox, ConfigProvider, Empty, Spin } from 'antd';
import { useContext } from 'react';
import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import CaretLeftOutlined from '@ant-design/icons/CaretLeftOutlined';
import { useTranslation } from 'react-i18next';
import { navigate, visibleNodes, type TreeId, type TreeModel, type TreeNavState } from './treeModel';

/** SPEC §9 tree picker limits. */
export const TREE_MAX_HEIGHT = 224;
export const TREE_INDENT = 12;

export interface TreePanelProps {
  model: TreeModel;
  nav: TreeNavState;
  onNavChange: (nav: TreeNavState) => void;
  selected: ReadonlySet<TreeId>;
  disabled: ReadonlySet<TreeId>;
  multiple: boolean;
  loading?: boolean;
  /** Space, a click on the row or its checkbox. */
  onToggle: (id: TreeId) => void;
  /** Enter on an item. */
  onEnter: (id: TreeId) => void;
  onEscape: () => void;
  label?: string;
  /** Moves focus into the tree; pass the popup's open state so every opening focuses the current item. */
  autoFocus?: boolean;
}

/** An ARIA tree with one checkbox per item and a roving focus; expand icons never select. */
export function TreePanel({
  model,
  nav,
  onNavChange,
  selected,
  disabled,
  multiple,
  loading = false,
  onToggle,
  onEnter,
  onEscape,
  label,
  autoFocus = true,
}: TreePanelProps): ReactElement {
  const { t } = useTranslation('common');
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const itemRefs = useRef(new Map<TreeId, HTMLDivElement>());
  const visible = visibleNodes(model, nav.expanded);
  const focusedId = visible.some((n) => n.id === nav.focused) ? nav.focused : (visible[0]?.id ?? null);

  useEffect(() => {
    if (!autoFocus || focusedId === null) return;
    itemRefs.current.get(focusedId)?.focus();
    // A popup's portal is attached to the document after this effect runs on first open: focus again then.
    const timer = setTimeout(() => itemRefs.current.get(focusedId)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus, focusedId]);

  if (loading) return <Spin size="small" aria-label={t('widget.loading')} />;
  if (visible.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.noData')} />;

  const toggleExpanded = (id: TreeId) => {
    const expanded = new Set(nav.expanded);
    if (expanded.has(id)) expanded.delete(id);
    else expanded.add(id);
    onNavChange({ focused: id, expanded });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (focusedId === null) return;
    if (event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault();
      onToggle(focusedId);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter(focusedId);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    const next = navigate(model, { ...nav, focused: focusedId }, event.key, rtl);
    if (next) {
      event.preventDefault();
      onNavChange(next);
    }
  };

  const CollapsedIcon = rtl ? CaretLeftOutlined : CaretRightOutlined;
  return (
    <div
      role="tree"
      aria-label={label}
      aria-multiselectable={multiple}
      onKeyDown={onKeyDown}
      style={{ maxHeight: TREE_MAX_HEIGHT, overflowY: 'auto', minWidth: 200 }}
    >
      {visible.map((node) => {
        const isExpanded = nav.expanded.has(node.id);
        const isDisabled = disabled.has(node.id);
        const isSelected = selected.has(node.id);
        return (
          <div
            key={node.id}
            ref={(el) => {
              if (el) itemRefs.current.set(node.id, el);
              else itemRefs.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={node.depth + 1}
            aria-expanded={node.children.length > 0 ? isExpanded : undefined}
            aria-selected={isSelected}
            aria-disabled={isDisabled || undefined}
            tabIndex={node.id === focusedId ? 0 : -1}
            data-id={node.id}
            onClick={() => {
              onNavChange({ ...nav, focused: node.id });
              if (!isDisabled) onToggle(node.id);
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              paddingInlineStart: node.depth * TREE_INDENT,
              cursor: isDisabled ? 'not-allowed' : 'pointer',
              lineHeight: '28px',
              outlineOffset: -2,
            }}
          >
            <span
              aria-label={node.children.length > 0 ? t(isExpanded ? 'widget.tree.collapse' : 'widget.tree.expand') : undefined}
              role={node.children.length > 0 ? 'button' : undefined}
              data-testid={node.children.length > 0 ? `expand-${String(node.id)}` : undefined}
              onClick={(event) => {
                // Expanding or collapsing never selects.
                event.stopPropagation();
                if (node.children.length > 0) toggleExpanded(node.id);
              }}
              style={{ width: 16, display: 'inline-flex', justifyContent: 'center' }}
            >
              {node.children.length > 0 && (isExpanded ? <CaretDownOutlined aria-hidden /> : <CollapsedIcon aria-hidden />)}
            </span>
            <Checkbox checked={isSelected} disabled={isDisabled} tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />
            <span>{node.label}</span>
          </div>
        );
      })}
    </div>
  );
}
