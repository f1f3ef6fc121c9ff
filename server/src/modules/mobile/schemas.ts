/**
 * The mobile API's answers as JSON schemas (ADR 0121): the OpenAPI document shows them, and Fastify serializes by
 * them (a field a handler adds without declaring it here does not leave the server).
 */
const nullable = (type: string) => ({ type: [type, 'null'] });

/** The SPEC envelope around `data` (the 200 answer; failures keep the error handler's shape). */
export function envelope(data: object) {
  return { 200: { type: 'object', properties: { code: { type: 'string' }, context: { type: 'object', additionalProperties: true }, data } } };
}

export const SESSION = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'Mobile access token (30 min): `Authorization: JWT <token>` on this API only.' },
    refresh: { type: 'string', description: 'Refresh token for refresh/ (rotates; 30 days since last use).' },
    expires_in: { type: 'integer' },
  },
} as const;

export const SIGNED_IN = {
  type: 'object',
  properties: { ...SESSION.properties, company_id: { type: 'integer' }, company_domain: { type: 'string' }, employee_id: { type: 'integer' } },
} as const;

export const PUNCH = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The transaction id.' },
    client_id: { type: 'string' },
    punch_time: { type: 'string', description: "The company's wall clock, YYYY-MM-DD HH:MM:SS." },
    punch_state: { type: 'integer' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    accuracy: nullable('number'),
    outdoor: { type: 'boolean', description: 'Outside every allowed place (the account allows it).' },
    place: { type: 'string', description: 'The allowed place it matched, or the nearest one when outdoor.' },
    distance: { ...nullable('integer'), description: 'Metres from that place; null when no place is set.' },
    remark: { type: 'string' },
    has_photo: { type: 'boolean' },
    repeated: { type: 'boolean', description: 'This client_id was stored before: nothing new was written.' },
  },
} as const;

export const MESSAGE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string' },
    start_date: { type: 'string' },
    end_date: nullable('string'),
    read: { type: 'boolean' },
    read_at: nullable('string'),
  },
} as const;

export const list = (item: object) => ({ type: 'object', properties: { data: { type: 'array', items: item }, total: { type: 'integer' } } });

export const ME = {
  type: 'object',
  properties: {
    employee: { type: 'integer' },
    emp_code: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    department_name: { type: 'string' },
    allow_outdoor: { type: 'boolean' },
    today: { type: 'string' },
    places: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['employee', 'department'] },
          name: { type: 'string' },
          address: { type: 'string' },
          latitude: { type: 'number' },
          longitude: { type: 'number' },
          radius: { type: 'integer' },
        },
      },
    },
    unread: { type: 'object', properties: { announcements: { type: 'integer' }, notices: { type: 'integer' } } },
  },
} as const;

export const RECENT_PUNCH = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    punch_time: { type: 'string' },
    punch_state: nullable('integer'),
    source: { type: 'string', enum: ['device', 'manual', 'import', 'mobile'] },
    outdoor: { type: 'boolean' },
    place: { type: 'string' },
  },
} as const;

export const SCHEDULE = {
  type: 'object',
  properties: {
    dates: { type: 'array', items: { type: 'string' } },
    days: {
      type: 'array',
      description: 'As /web/att/api/v2/schedule-view/ gives them for one employee.',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string' },
          kind: { type: 'string' },
          timetables: { type: 'array', items: { type: 'integer' } },
          source: nullable('string'),
          holiday: nullable('string'),
        },
      },
    },
    timetables: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, alias: { type: 'string' }, kind: { type: 'string' }, start: nullable('string'), duration: nullable('integer') } },
    },
    outdoor_schedules: {
      type: 'array',
      items: {
        type: 'object',
        properties: { date: { type: 'string' }, start_time: { type: 'string' }, end_time: { type: 'string' }, client_name: { type: 'string' }, address: { type: 'string' }, remarks: { type: 'string' } },
      },
    },
  },
} as const;
