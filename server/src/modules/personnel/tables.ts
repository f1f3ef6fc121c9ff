import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from '../../db/schema';

/** departments, areas and positions share this shape: a per-company tree of named nodes. */
export interface TreeNodeTable {
  company_id: number;
  id: Id;
  name: string;
  code: ColumnType<string, string | undefined, string>;
  parent_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A department may name its head (migration 0035). */
export interface DepartmentsTable extends TreeNodeTable {
  manager_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface EmployeesTable {
  company_id: number;
  id: Id;
  emp_code: string;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  department_id: number | null;
  position_id: number | null;
  email: ColumnType<string, string | undefined, string>;
  mobile: ColumnType<string, string | undefined, string>;
  enable_att: ColumnType<boolean, boolean | undefined, boolean>;
  resigned: ColumnType<boolean, boolean | undefined, boolean>;
  bio_photo: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The areas of an employee (migration 0037): the terminals of each area enrol the employee. */
export interface EmployeeAreasTable {
  company_id: number;
  employee_id: number;
  area_id: number;
}

export interface LocationsTable {
  company_id: number;
  id: Id;
  name: string;
  code: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  latitude: number | null;
  longitude: number | null;
  time_zone: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ResignationsTable {
  company_id: number;
  id: Id;
  employee_id: number;
  /** A `date` column: written as 'YYYY-MM-DD', read back with to_char (drivers differ on date values). */
  resign_date: ColumnType<string, string, string>;
  resign_type: string;
  reason: ColumnType<string, string | undefined, string>;
  disable_att: ColumnType<boolean, boolean | undefined, boolean>;
  enable_att_before: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Per-company employee totals kept by the triggers of migration 0033 (read by the employee list). */
export interface EmployeeCountsTable {
  company_id: number;
  total: number;
  resigned: number;
  enable_att: number;
  resigned_enable_att: number;
}

/** The view of migration 0033 the employee list pages over (ids and sort keys; tenant-filtered, select-only). */
export interface EmployeeListKeysView {
  company_id: number;
  id: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  department_id: number | null;
  position_id: number | null;
  enable_att: boolean;
  resigned: boolean;
  /** lower(emp_code), lower(first_name), lower(last_name) joined by chr(1) (migration 0114). */
  search_text: string;
}

declare module '../../db/schema' {
  interface Tables {
    departments: DepartmentsTable;
    areas: TreeNodeTable;
    positions: TreeNodeTable;
    employees: EmployeesTable;
    employee_areas: EmployeeAreasTable;
    employee_counts: EmployeeCountsTable;
    employee_list_keys: EmployeeListKeysView;
    locations: LocationsTable;
    resignations: ResignationsTable;
  }
}

export type TreeTableName = 'departments' | 'areas' | 'positions';
