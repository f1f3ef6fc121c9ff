import type { ReactNode } from 'react';
import type { FieldSpec } from '@timekeep/contracts';
import { formatWireDate, formatWireDateTime, formatWireTime } from './company-formats';
import type { Translate } from './field-schema';

/** A value as a list cell shows it: choices by their label, booleans as yes / no, lists joined, null as empty. */
export function cellText(spec: FieldSpec | undefined, value: unknown, t: Translate): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (!spec) return typeof value === 'object' ? '' : String(value);
  if (Array.isArray(value)) return spec.kind === 'choice' && spec.choiceLabels ? value.map((item) => t(`${spec.choiceLabels}.${String(item)}`)).join(', ') : value.join(', ');
  switch (spec.kind) {
    case 'boolean':
      return t(value ? 'common:resource.yes' : 'common:resource.no');
    case 'choice':
      return spec.choiceLabels ? t(`${spec.choiceLabels}.${String(value)}`) : String(value);
    case 'refs':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'json':
      return JSON.stringify(value);
    // Shown in the company's formats (/company/settings); the wire stays ISO.
    case 'date':
      return formatWireDate(String(value));
    case 'datetime':
      return formatWireDateTime(String(value));
    case 'time':
      return formatWireTime(String(value));
    case 'color':
      return (
        <span>
          <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, marginInlineEnd: 6, background: String(value), borderRadius: 2 }} />
          {String(value)}
        </span>
      );
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}
