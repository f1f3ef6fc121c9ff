/** Personnel resources on the kernel (SPEC §7 personnel service paths). */
import type { ResourceContract } from '../resources';

/** `/web/personnel/api/v2/locations/` (screen /company/location); rows are `LocationRecord`. */
export const LOCATION_RESOURCE = {
  name: 'personnel.location',
  path: '/personnel/api/v2/locations/',
  label: 'per:resource.location.label',
  fields: {
    name: { kind: 'text', label: 'per:resource.location.fields.name', required: true, maxLength: 100, unique: true },
    code: { kind: 'text', label: 'per:resource.location.fields.code', maxLength: 50 },
    address: { kind: 'text', label: 'per:resource.location.fields.address', maxLength: 255 },
    /** Both null (no position chosen) or both set. */
    latitude: { kind: 'decimal', label: 'per:resource.location.fields.latitude', min: -90, max: 90, nullable: true, default: null },
    longitude: { kind: 'decimal', label: 'per:resource.location.fields.longitude', min: -180, max: 180, nullable: true, default: null },
    /** IANA zone identifier, '' when not set (checked by the server: ZPER0010). */
    time_zone: { kind: 'text', label: 'per:resource.location.fields.time_zone', maxLength: 64 },
    display_name: { kind: 'text', label: 'per:resource.location.fields.name', readOnly: true },
  },
} as const satisfies ResourceContract;

/** The fields every organisation tree has (SPEC §3: id, name, parent; plus a code, unique like the name). */
function treeFields<Name extends string>(resource: Name) {
  const label = (field: string) => `per:resource.${resource}.fields.${field}`;
  return {
    name: { kind: 'text', label: label('name'), required: true, maxLength: 100, unique: true },
    /** '' when not set; otherwise unique in the company (case-insensitive). */
    code: { kind: 'text', label: label('code'), maxLength: 50, unique: true },
    /** null for a root; never the node itself or one of its descendants (ZPER0004). */
    parent: { kind: 'ref', label: label('parent'), ref: `personnel.${resource}`, nullable: true, default: null },
    display_name: { kind: 'text', label: label('name'), readOnly: true },
    /** Employees placed on this node (not below it). */
    employee_count: { kind: 'integer', label: label('employee_count'), readOnly: true },
  } as const;
}

/** `/web/personnel/api/v2/departments/` (screen /company/department, the organisation chart). */
export const DEPARTMENT_RESOURCE = {
  name: 'personnel.department',
  path: '/personnel/api/v2/departments/',
  label: 'per:resource.department.label',
  fields: {
    ...treeFields('department'),
    /** The department's head: an employee of the company, or null. */
    manager: { kind: 'ref', label: 'per:resource.department.fields.manager', ref: 'personnel.employee', nullable: true, default: null },
    manager_name: { kind: 'text', label: 'per:resource.department.fields.manager', readOnly: true },
  },
} as const satisfies ResourceContract;

/** `/web/personnel/api/v2/areas/` (screen /company/area; terminals and employees belong to areas). */
export const AREA_RESOURCE = {
  name: 'personnel.area',
  path: '/personnel/api/v2/areas/',
  label: 'per:resource.area.label',
  fields: treeFields('area'),
} as const satisfies ResourceContract;

/** `/web/personnel/api/v2/positions/` (screen /company/position). */
export const POSITION_RESOURCE = {
  name: 'personnel.position',
  path: '/personnel/api/v2/positions/',
  label: 'per:resource.position.label',
  fields: treeFields('position'),
} as const satisfies ResourceContract;

/** A node of the `tree/` view (SPEC §7 tree action: flat id, name, parent). */
export interface TreeOption {
  id: number;
  name: string;
  parent: number | null;
}

/** A department node of `departments/chart/` (the organisation chart). */
export interface DepartmentChartNode extends TreeOption {
  code: string;
  manager: number | null;
  manager_name: string;
  employee_count: number;
}
