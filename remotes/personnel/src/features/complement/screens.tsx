import {
  DOCUMENT_TYPE_RESOURCE,
  EVENT_RESOURCE,
  HOLIDAY_RESOURCE,
  INCIDENT_TYPE_RESOURCE,
  TRAINING_TYPE_RESOURCE,
  WORK_CODE_RESOURCE,
} from '@timekeep/contracts';
import { resourceScreen, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';

const nameOf = (row: ResourceRow) => String(row.name ?? row.alias ?? row.code ?? '');
const NAME_CODE = [{ key: 'name', sortable: true }, { key: 'code', sortable: true }] as const;
const bulk = { export: 'server', import: true } as const;

const documentType: ResourceDeclaration = {
  contract: DOCUMENT_TYPE_RESOURCE,
  columns: [...NAME_CODE, { key: 'remarks', ellipsis: true }],
  form: { fields: ['name', 'code', { name: 'remarks', textarea: true }] },
  rowLabel: nameOf,
  ...bulk,
};

const incidentType: ResourceDeclaration = {
  contract: INCIDENT_TYPE_RESOURCE,
  columns: [...NAME_CODE, { key: 'color' }, { key: 'remarks', ellipsis: true }],
  form: { fields: ['name', 'code', 'color', { name: 'remarks', textarea: true }] },
  rowLabel: nameOf,
  ...bulk,
};

const trainingType: ResourceDeclaration = {
  contract: TRAINING_TYPE_RESOURCE,
  columns: [...NAME_CODE, { key: 'duration', sortable: true }, { key: 'remarks', ellipsis: true }],
  form: { fields: ['name', 'code', 'duration', { name: 'remarks', textarea: true }] },
  rowLabel: nameOf,
  ...bulk,
};

const workCode: ResourceDeclaration = {
  contract: WORK_CODE_RESOURCE,
  columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }],
  form: { fields: ['code', 'name'] },
  rowLabel: (row) => `${String(row.code)} ${String(row.name)}`,
  ...bulk,
};

const events: ResourceDeclaration = {
  contract: EVENT_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'start_date', sortable: true }, { key: 'end_date' }, { key: 'location_name', title: 'complement:resource.fields.location' }, { key: 'capacity' }, { key: 'is_public' }],
  filters: [{ kind: 'dateRange', params: ['start_date__gte', 'start_date__lte'], label: 'complement:resource.fields.start_date' }, { kind: 'boolean', param: 'is_public', label: 'complement:resource.fields.is_public' }],
  form: { fields: ['name', 'start_date', 'end_date', { name: 'location', ref: { lookup: '/personnel/api/v2/locations/' } }, 'capacity', 'is_public', { name: 'remarks', textarea: true }] },
  rowLabel: nameOf,
  ...bulk,
};

const holiday: ResourceDeclaration = {
  contract: HOLIDAY_RESOURCE,
  columns: [{ key: 'alias', sortable: true }, { key: 'start_date', sortable: true }, { key: 'days', sortable: true }],
  filters: [{ kind: 'dateRange', params: ['start_date__gte', 'start_date__lte'], label: 'att:resource.holiday.fields.start_date' }],
  form: { fields: ['alias', 'start_date', 'days', 'departments'] },
  rowLabel: nameOf,
  ...bulk,
};

/** The Complement area (SPEC §2 /complement/*), every page a declared resource list. */
export const COMPLEMENT_SCREENS: RemoteScreens = {
  '/complement/holiday': resourceScreen(holiday),
  '/complement/document-type': resourceScreen(documentType),
  '/complement/incident-type': resourceScreen(incidentType),
  '/complement/training-type': resourceScreen(trainingType),
  '/complement/work-code': resourceScreen(workCode),
  '/complement/events': resourceScreen(events),
};
