/** JSON schemas shared by the personnel routes (validation errors become 400 ZGEN0400 with fields). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const idsBody = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000 },
    items: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000 },
  },
} as const;

export const nullableId = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] } as const;
