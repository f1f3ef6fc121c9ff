/**
 * The resource contract: what a CRUD resource is, declared once and read by both sides. The server kernel
 * (server/src/resources) turns a declaration into routes, JSON schemas, SQL, permissions, operation-log rows,
 * exports and imports; the client kernel (@timekeep/ui) turns the same declaration into list columns, filters,
 * form widgets with yup rules, and permission-gated buttons. Field types, limits and labels live here so the two
 * sides cannot disagree (models: Django REST framework's serializer fields, react-admin/refine resources).
 */

/** What a field holds on the wire. Times are local wall-clock text (api-contracts.md conventions). */
export type FieldKind =
  | 'text' // string; maxLength required
  | 'email' // string, an e-mail address (may be '' unless required)
  | 'phone' // string of digits, spaces and + - ( )
  | 'integer' // safe integer within min..max (bigint columns never exceed 2^53 - 1)
  | 'decimal' // number within min..max
  | 'boolean'
  | 'date' // 'YYYY-MM-DD'
  | 'time' // 'HH:mm'
  | 'datetime' // 'YYYY-MM-DD HH:mm:ss', terminal/company local
  | 'duration' // integer minutes
  | 'choice' // one of `choices`
  | 'ref' // the id of a record of `ref` in the same company (or null when nullable)
  | 'refs' // a list of ids of `ref`
  | 'color' // '#rrggbb'
  | 'timezone' // an IANA zone name
  | 'image' // a stored file name, written through a multipart or data-URL upload
  | 'json'; // a JSON object or array (or null when nullable) whose shape the resource's hooks check (ADR 0078)

export interface FieldSpec {
  kind: FieldKind;
  /** i18n key of the label, e.g. 'company:location.name'; also the export column header (translated). */
  label: string;
  /** Must be given on create (and on PUT); for text, also non-blank after trimming. */
  required?: boolean;
  /** null is a valid value (refs, dates, numbers); text fields use '' instead of null. */
  nullable?: boolean;
  maxLength?: number;
  minLength?: number;
  /** A JavaScript/JSON-schema regular expression the whole value must match (text kinds). */
  pattern?: string;
  /** Numeric range (integer, decimal, duration). */
  min?: number;
  max?: number;
  /** `choice`: the allowed values; each value's label is `${choiceLabels}.${value}`. */
  choices?: readonly string[];
  /** `choice`: a list of values instead of one (e.g. a group's permission codenames). */
  many?: boolean;
  /** `text`: may hold TAB, CR and LF (remarks, addresses); other control characters are always refused. */
  multiline?: boolean;
  choiceLabels?: string;
  /** `ref`/`refs`: the resource referred to, by name (e.g. 'personnel.department'). */
  ref?: string;
  /** Unique in the company (text compared case-insensitively); a clash is a 400 naming this field. */
  unique?: boolean;
  /** Sent by the server, never accepted from the client (ids, counts, computed names). */
  readOnly?: boolean;
  /** Accepted, never sent back (passwords). */
  writeOnly?: boolean;
  /** The value a create gets when the field is not given (`json`: its JSON text, e.g. '{}'). */
  default?: string | number | boolean | null;
  /** `json`: the JSON schema of the value (OpenAPI documentation; the resource's hooks are the gate). */
  jsonSchema?: Readonly<Record<string, unknown>>;
}

/** The actions every resource has, each with its own permission. */
export const STANDARD_ACTIONS = ['view', 'add', 'change', 'delete', 'export', 'import'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

export interface ResourceContract {
  /** `<module>.<resource>` in snake_case: the permission and operation-log name, e.g. 'personnel.location'. */
  name: string;
  /** API base path after `/web`, ending in '/', e.g. '/personnel/api/v2/locations/'. */
  path: string;
  /** i18n key of the resource's name (permission matrix, operation log, export file name). */
  label: string;
  fields: Readonly<Record<string, FieldSpec>>;
  /** The standard actions this resource has (default: all six). */
  actions?: readonly StandardAction[];
  /** Further permission-checked actions (e.g. 'approve'); codename `<module>.<action>_<resource>`. */
  extraActions?: readonly string[];
}

/** `personnel.location` + `add` → `personnel.add_location` (Django's codename shape, pinned by api-contracts.md). */
export function permissionCodename(resource: string, action: string): string {
  const dot = resource.indexOf('.');
  if (dot <= 0) throw new Error(`resource name must be <module>.<resource>: ${resource}`);
  return `${resource.slice(0, dot)}.${action}_${resource.slice(dot + 1)}`;
}

/** Every permission codename of a resource, standard actions first. */
export function resourcePermissions(resource: ResourceContract): string[] {
  const actions = [...(resource.actions ?? STANDARD_ACTIONS), ...(resource.extraActions ?? [])];
  return actions.map((action) => permissionCodename(resource.name, action));
}

/** `GET /web/system/api/v2/permissions/` rows (api-contracts.md, System). */
export interface PermissionInfo {
  codename: string;
  label: string;
  module: string;
  resource: string;
  action: string;
  /** The resource's name in the request's language (the matrix's row), e.g. "Events". */
  resource_label?: string;
  /** The module's name in the request's language (the matrix's section), e.g. "Complement". */
  module_label?: string;
  /** The action's name in the request's language (the matrix's column), e.g. "Export". */
  action_label?: string;
}

/** `/web/system/api/v2/groups/`. */
export interface GroupRecord {
  id: number;
  name: string;
  permissions: string[];
}

/** `/web/system/api/v2/users/`. */
export interface SystemUserRecord {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  groups: number[];
  is_active: boolean;
  /** Company administrators hold every permission; they cannot be demoted by a group change. */
  is_admin: boolean;
}

/** `GET /web/system/api/v2/operation-logs/` rows, newest first. */
export interface OperationLogRecord {
  id: number;
  time: string;
  user: number | null;
  user_email: string;
  action: string;
  resource: string;
  object_id: string;
  summary: string;
  ip: string;
}

/** `GET /web/api/v2/jobs/<id>/` and the `/websocket/jobs/` messages (api-contracts.md, bulk data). */
export interface JobView {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  /** A `/web/…` path fetched with the same JWT, once done and the job made a file. */
  file_url: string | null;
  /** Translated-key error when failed. */
  error: string | null;
  result: unknown;
}

/** `POST <base>/import/` answer: nothing was written when `errors` is non-empty. */
export interface ImportResult {
  created: number;
  updated: number;
  errors: ImportRowError[];
}

export interface ImportRowError {
  /** As a spreadsheet numbers it: header = 1, first data row = 2. */
  row: number;
  field: string;
  code: string;
  message: string;
}

/** What `current-user/` adds for the client to gate menus, routes and buttons (the API refuses the same). */
export interface UserPermissions {
  /** Every permission codename the signed-in user holds in the current company (all of them for administrators). */
  permissions: string[];
  is_admin: boolean;
  /** Set for an employee login: the employee the token belongs to (Personal area only). */
  employee_id: number | null;
  /** An employee login, linked to an employee or not yet (Personal area only). Default: employee_id is set. */
  is_employee_login?: boolean;
  is_vendor_operator: boolean;
}
