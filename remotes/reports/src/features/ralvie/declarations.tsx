/**
 * The productivity resources' screens (ADR 0120): agent tokens (created and revoked by their own buttons: the
 * secret is shown once), categories (the kernel's list and form, CSV / XLSX in and out) and the daily summary (read-only,
 * server-paged; its CSV / XLSX file written by the server).
 */
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { RALVIE_AGENT_TOKEN_RESOURCE, RALVIE_CATEGORIES, RALVIE_CATEGORY_RESOURCE, RALVIE_KINDS, RALVIE_SUMMARY_RESOURCE } from '@timekeep/contracts';
import { PERSONNEL_PATHS, type ColumnDeclaration, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';
import { hoursMinutes } from './format';
import { NewTokenButton, RevokeTokenButton } from './TokenActions';

const F = 'ralvie:fields';
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const CATEGORY_COLORS: Record<string, string> = { productive: 'green', unproductive: 'red', neutral: 'default' };

/** A category as a coloured tag (the label translated by the list's `t`). */
export function CategoryTag({ value, label }: { value: string; label: string }) {
  return <Tag color={CATEGORY_COLORS[value] ?? 'default'}>{label}</Tag>;
}

export const tokenDeclaration = (client?: ApiClient): ResourceDeclaration => ({
  contract: RALVIE_AGENT_TOKEN_RESOURCE,
  texts: 'ralvie:token',
  columns: [
    { key: 'name', sortable: true },
    { key: 'token_prefix', render: (row) => <Typography.Text code>{`${text(row.token_prefix)}…`}</Typography.Text> },
    { key: 'revoked', sortable: true, render: (row) => <TokenState revoked={row.revoked === true} /> },
    { key: 'created_at', sortable: true },
    { key: 'last_used', sortable: true },
    { key: 'revoked_at', hiddenByDefault: true },
  ],
  filters: [{ kind: 'boolean', param: 'revoked', label: `${F}.revoked` }],
  search: true,
  rowLabel: (row) => text(row.name),
  toolbar: (reload) => <NewTokenButton client={client} onCreated={reload} />,
  rowActions: (row, reload) => (row.revoked === true ? null : <RevokeTokenButton client={client} row={row} onRevoked={reload} />),
  export: false,
  import: false,
});

function TokenState({ revoked }: { revoked: boolean }) {
  const { t } = useTranslation('ralvie');
  return revoked ? <Tag color="red">{t('token.state.revoked')}</Tag> : <Tag color="green">{t('token.state.active')}</Tag>;
}

function CategoryCell({ value }: { value: string }) {
  const { t } = useTranslation('ralvie');
  return <CategoryTag value={value} label={t(`category.${value}`)} />;
}

export const categoryDeclaration: ResourceDeclaration = {
  contract: RALVIE_CATEGORY_RESOURCE,
  texts: 'ralvie:category',
  columns: [
    { key: 'kind', sortable: true },
    { key: 'pattern', sortable: true },
    { key: 'category', sortable: true, render: (row) => <CategoryCell value={text(row.category)} /> },
    { key: 'remarks', ellipsis: true },
  ],
  filters: [
    { kind: 'choice', param: 'kind', label: `${F}.kind`, options: (t) => RALVIE_KINDS.map((value) => ({ value, label: t(`ralvie:kind.${value}`) })) },
    { kind: 'choice', param: 'category', label: `${F}.category`, options: (t) => RALVIE_CATEGORIES.map((value) => ({ value, label: t(`ralvie:category.${value}`) })) },
  ],
  search: true,
  form: { fields: ['kind', 'pattern', 'category', 'remarks'] },
  rowLabel: (row) => text(row.pattern),
};

/** A seconds column shown as h:mm (the export keeps the seconds, named so in its header). */
const time = (key: string, title: string, hiddenByDefault = false): ColumnDeclaration<ResourceRow> => ({ key, title, sortable: true, hiddenByDefault, render: (row) => hoursMinutes(row[key]) });
const minutes = (key: string, title: string): ColumnDeclaration<ResourceRow> => ({ key, title, hiddenByDefault: true, render: (row) => hoursMinutes(Number(row[key] ?? 0) * 60) });

export const summaryDeclaration: ResourceDeclaration = {
  contract: RALVIE_SUMMARY_RESOURCE,
  texts: 'ralvie:summary',
  columns: [
    { key: 'work_date', sortable: true },
    { key: 'emp_code', sortable: true },
    { key: 'employee_name', sortable: true },
    { key: 'department_name', sortable: true },
    time('active_seconds', 'ralvie:columns.active'),
    time('idle_seconds', 'ralvie:columns.idle'),
    time('productive_seconds', 'ralvie:columns.productive'),
    time('unproductive_seconds', 'ralvie:columns.unproductive'),
    time('neutral_seconds', 'ralvie:columns.neutral', true),
    { key: 'productive_pct', sortable: true, render: (row) => `${text(row.productive_pct)} %` },
    minutes('scheduled_minutes', 'ralvie:columns.scheduled'),
    minutes('worked_minutes', 'ralvie:columns.worked'),
    { key: 'top_applications', ellipsis: true },
  ],
  filters: [
    { kind: 'dateRange', params: ['work_date__gte', 'work_date__lte'], label: `${F}.work_date` },
    { kind: 'tree', param: 'department__in', label: `${F}.department`, uri: PERSONNEL_PATHS.departments },
    { kind: 'employee', param: 'employee__in', label: `${F}.employee` },
  ],
  search: true,
  rowLabel: (row) => `${text(row.work_date)} ${text(row.emp_code)}`,
  export: 'server',
};
