import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';
import type { ResourceContract } from '@timekeep/contracts';
import type { Translate } from './field-schema';

/** A record of a resource as the list and the form see it. */
export interface ResourceRow {
  id: number;
  [field: string]: unknown;
}

export interface ColumnDeclaration<Row extends ResourceRow> {
  /** A field of the contract (its label is the title) or any other key with a `title`. */
  key: string;
  /** i18n key of the title; the field's label by default. */
  title?: string;
  /** The cell; the field's value as text by default (choices translated, booleans as yes/no). */
  render?: (row: Row) => ReactNode;
  /** Sortable on the server (`ordering=key|-key`). */
  sortable?: boolean;
  /** Left out until the user picks it in the column chooser. */
  hiddenByDefault?: boolean;
  /** A long value on one line, cut with "…" at `width` (else CLIPPED_CELL_WIDTH) px; the whole value as its tooltip. */
  ellipsis?: boolean;
  /** The column's width in px; it still grows to fit its title's longest word. */
  width?: number;
  /** The cell of the client-side CSV export; the raw value by default. */
  exportValue?: (row: Row) => string | number | boolean | null | undefined;
}

/** A filter of the list's filter bar; each writes the API parameters it names (also kept in the URL). */
export type FilterDeclaration =
  | { kind: 'choice'; param: string; label: string; options: (t: Translate) => ReadonlyArray<{ value: string; label: string }>; width?: number }
  | { kind: 'boolean'; param: string; label: string }
  | { kind: 'tree'; param: string; label: string; uri: string }
  | { kind: 'employee'; param: string; label: string }
  | { kind: 'dateRange'; params: readonly [string, string]; label: string }
  /** One record picked from a list endpoint (`?<param>=<id>`), e.g. the vendor's company filter over `companies/`. */
  | { kind: 'lookup'; param: string; label: string; listPath: string; width?: number }
  /** Free text sent as is (an exact value such as a terminal's SN). */
  | { kind: 'text'; param: string; label: string; width?: number };

export interface FieldWidgetProps {
  id: string;
  /** The id of the record being edited; undefined in a create form. */
  recordId?: number;
  value: unknown;
  setValue: (value: unknown) => void;
  /** Every value of the form, and a setter for several at once (a map pick fills address and coordinates). */
  values: Record<string, unknown>;
  setValues: (patch: Record<string, unknown>) => void;
  status?: 'error';
  label: string;
  onBlur: () => void;
  submit: () => void;
}

export interface FormFieldDeclaration {
  name: string;
  /** How a `ref`/`refs` field picks: a tree (departments, areas), a record lookup, or the employee picker. */
  ref?: { tree: string } | { lookup: string } | { employees: true };
  /** A widget of its own (address with a map button, …). */
  render?: (props: FieldWidgetProps) => ReactNode;
  textarea?: boolean;
  /** Shown only while this holds for the form's values (e.g. the fields of one timetable kind). */
  visible?: (values: Record<string, unknown>) => boolean;
}

export interface FormDeclaration {
  /** The fields in order; a plain name uses the widget of its kind. */
  fields: ReadonlyArray<string | FormFieldDeclaration>;
  /** Rules that replace a field's generated rule (cross-field checks such as a coordinate pair). */
  rules?: (t: Translate) => Record<string, AnySchema>;
  /** Values of the edit form from a row (the row's own fields by default). */
  valuesOf?: (row: ResourceRow) => Record<string, unknown>;
  /** `drawer` for long forms; `modal` by default. */
  layout?: 'modal' | 'drawer';
  /** The drawer's width in pixels (560 by default); a wide form such as a matrix asks for more. Never wider than the window. */
  drawerWidth?: number;
  /** How an edit is sent: `put` (the kernel's) by default; `patch` where the server changes only by PATCH (requests). */
  update?: 'put' | 'patch';
}

/** Everything a resource screen is: the contract plus how its list and form look. */
export interface ResourceDeclaration<Row extends ResourceRow = ResourceRow> {
  contract: ResourceContract;
  /**
   * i18n prefix of the screen's own texts (`per:location` → `per:location.add`); a text the screen does not have
   * falls back to the generic `common:resource.<key>` with the resource's label.
   */
  texts?: string;
  columns: ReadonlyArray<ColumnDeclaration<Row>>;
  filters?: ReadonlyArray<FilterDeclaration>;
  /** Parameters sent with every list call, never shown as filters (`{ approver: 'me' }`: what waits for me). */
  query?: Readonly<Record<string, string>>;
  /** Show the search box (the server's `search` parameter). */
  search?: boolean;
  form?: FormDeclaration;
  /** How a row is named in confirmations and toasts. */
  rowLabel: (row: Row) => string;
  /**
   * `server`: the resource's `export/` (CSV/XLSX, a job when large); `client`: CSV of the list's pages; false: off.
   * Default: `server` for a resource on the server kernel that has the export action (every declared one does).
   */
  export?: 'server' | 'client' | false;
  /** The resource's `import/` (dry run first, then all or nothing). Default: on for a kernel resource with `import`. */
  import?: boolean;
  /**
   * false: the resource's routes are not on the server kernel yet and check no per-action permission, so the
   * screen shows every action too (the menu and the API must agree). Gated by default.
   */
  gated?: boolean;
  /**
   * A live list (ADR 0073): while its first page is open, rows newer than the newest shown are asked for every
   * `intervalMs` (`<param>=<newest id>`, default `id__gt`) and appear on top without a reload. The resource's
   * default order must be newest first by id; under another order the page is read again instead.
   */
  live?: { intervalMs?: number; param?: string };
  /** More actions on a row, after edit and delete. */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  /**
   * Buttons acting on the selected rows (batch actions), in the toolbar; `done` clears the selection and
   * reloads; `can(action)` says whether the user holds an action of this resource. The rows get checkboxes
   * whenever this renders something (null: none, e.g. without the permission).
   */
  selectionActions?: (selectedIds: readonly number[], done: () => void, can: (action: string) => boolean) => ReactNode;
  /** More buttons in the toolbar, before Add. */
  toolbar?: (reload: () => void) => ReactNode;
  /**
   * A sentence added to the success toast of a save or a delete, from the server's answer (the saved record, or
   * `{deleted, …}`), e.g. attendance's "N employee-days will be recalculated"; empty: nothing added.
   */
  changeNote?: (answer: Readonly<Record<string, unknown>>, t: Translate) => string;
}
