/**
 * Complement (SPEC §2 /complement/*): document, incident and training types and events, each a resource
 * declared on the kernel (ADR 0050) — the contract in @timekeep/contracts, the table and filters here.
 */
import { DOCUMENT_TYPE_RESOURCE, EVENT_RESOURCE, INCIDENT_TYPE_RESOURCE, TRAINING_TYPE_RESOURCE } from '@timekeep/contracts';
import { defineResource, registerResource } from '../../resources/register';
import type { ServerModule } from '../module';

export const COMPLEMENT_CODES = { ok: 'ZCOM0000' } as const;
const prefix = '/web/complement/api/v2';
const named = { search: ['name', 'code'], ordering: { fields: ['name', 'code'], default: ['name'] } } as const;

export const documentTypes = defineResource({ contract: DOCUMENT_TYPE_RESOURCE, prefix, codes: COMPLEMENT_CODES, table: 'document_types', ...named });
export const incidentTypes = defineResource({ contract: INCIDENT_TYPE_RESOURCE, prefix, codes: COMPLEMENT_CODES, table: 'incident_types', ...named });
export const trainingTypes = defineResource({ contract: TRAINING_TYPE_RESOURCE, prefix, codes: COMPLEMENT_CODES, table: 'training_types', ...named, employeeLoginsView: true });

export const events = defineResource({
  contract: EVENT_RESOURCE,
  prefix,
  codes: COMPLEMENT_CODES,
  table: 'events',
  columns: {
    location: 'location_id',
    location_name: { sql: 'select l.name from locations l where l.company_id = t.company_id and l.id = t.location_id' },
  },
  filters: {
    location__in: { kind: 'in', field: 'location' },
    is_public: { kind: 'eq', field: 'is_public' },
    start_date__gte: { kind: 'gte', field: 'start_date' },
    start_date__lte: { kind: 'lte', field: 'start_date' },
  },
  search: ['name', 'remarks'],
  ordering: { fields: ['name', 'start_date', 'capacity'], default: ['-start_date', 'name'] },
});

export const complementModule: ServerModule = {
  name: 'complement',
  prefix,
  async register(app, deps) {
    for (const resource of [documentTypes, incidentTypes, trainingTypes, events]) registerResource(app, deps, resource);
  },
};
