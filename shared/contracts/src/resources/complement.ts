/** Complement area resources (SPEC §2 /complement/*): simple per-company lookups the other areas refer to. */
import type { ResourceContract } from '../resources';

const NAME = { kind: 'text', required: true, maxLength: 100, unique: true } as const;
const CODE = { kind: 'text', maxLength: 20 } as const;
const REMARKS = { kind: 'text', maxLength: 255, multiline: true } as const;

export const DOCUMENT_TYPE_RESOURCE = {
  name: 'complement.documenttype',
  path: '/complement/api/v2/document-types/',
  label: 'complement:resource.documenttype.label',
  fields: {
    name: { ...NAME, label: 'complement:resource.fields.name' },
    code: { ...CODE, label: 'complement:resource.fields.code' },
    remarks: { ...REMARKS, label: 'complement:resource.fields.remarks' },
  },
} as const satisfies ResourceContract;

export const INCIDENT_TYPE_RESOURCE = {
  name: 'complement.incidenttype',
  path: '/complement/api/v2/incident-types/',
  label: 'complement:resource.incidenttype.label',
  fields: {
    name: { ...NAME, label: 'complement:resource.fields.name' },
    code: { ...CODE, label: 'complement:resource.fields.code' },
    color: { kind: 'color', label: 'complement:resource.fields.color', default: '#1677ff' },
    remarks: { ...REMARKS, label: 'complement:resource.fields.remarks' },
  },
} as const satisfies ResourceContract;

export const TRAINING_TYPE_RESOURCE = {
  name: 'complement.trainingtype',
  path: '/complement/api/v2/training-types/',
  label: 'complement:resource.trainingtype.label',
  fields: {
    name: { ...NAME, label: 'complement:resource.fields.name' },
    code: { ...CODE, label: 'complement:resource.fields.code' },
    /** Planned length in minutes (0 = not set), at most 100 days. */
    duration: { kind: 'duration', label: 'complement:resource.fields.duration', min: 0, max: 144000, default: 0 },
    remarks: { ...REMARKS, label: 'complement:resource.fields.remarks' },
  },
} as const satisfies ResourceContract;

export const EVENT_RESOURCE = {
  name: 'complement.event',
  path: '/complement/api/v2/events/',
  label: 'complement:resource.event.label',
  fields: {
    name: { ...NAME, label: 'complement:resource.fields.name' },
    start_date: { kind: 'date', label: 'complement:resource.fields.start_date', required: true },
    end_date: { kind: 'date', label: 'complement:resource.fields.end_date', nullable: true, default: null },
    location: { kind: 'ref', ref: 'personnel.location', label: 'complement:resource.fields.location', nullable: true, default: null },
    location_name: { kind: 'text', label: 'complement:resource.fields.location', readOnly: true, nullable: true },
    capacity: { kind: 'integer', label: 'complement:resource.fields.capacity', min: 0, max: 100000, default: 0 },
    is_public: { kind: 'boolean', label: 'complement:resource.fields.is_public', default: false },
    remarks: { ...REMARKS, label: 'complement:resource.fields.remarks' },
  },
} as const satisfies ResourceContract;
