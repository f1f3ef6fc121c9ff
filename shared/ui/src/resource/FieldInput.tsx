import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_RESOURCE, type FieldSpec } from '@timekeep/contracts';
import { BooleanSwitch } from '../widgets/boolean-input/BooleanInput';
import { ColorInput } from '../widgets/color-input/ColorInput';
import { DateInput, DateTimeInput } from '../widgets/date-input/DateInput';
import { EmployeeMultiSelect } from '../widgets/employee-picker/EmployeeMultiSelect';
import { PERSONNEL_PATHS } from '../widgets/employee-picker/employeeQueries';
import { ProfilePhotoPicker } from '../widgets/image-upload/ImagePicker';
import { MultiSelectFromRecords, SelectFromRecords } from '../widgets/record-lookup/SelectFromRecords';
import { TextAreaInput } from '../widgets/record-lookup/TextAreaInput';
import { TimeInput } from '../widgets/time-input/TimeInput';
import { TreeMultiSelect, TreeSelect } from '../widgets/tree-select/TreeSelect';
import { knownTimeZones } from '../widgets/time-zones/knownTimeZones';
import type { FieldWidgetProps, FormFieldDeclaration } from './declaration';
import { isMany, isMultiline } from './field-schema';

/** How a ref field picks by default, by the resource it refers to. */
const TREES: Readonly<Record<string, string>> = {
  'personnel.department': '/personnel/api/v2/departments/',
  'personnel.area': '/personnel/api/v2/areas/',
  'personnel.position': '/personnel/api/v2/positions/',
};

type Ids = ReadonlyArray<number | string>;
const asIds = (value: unknown): Ids => (Array.isArray(value) ? (value as Ids) : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The SPEC §2 widget of a field's kind (text, numbers, choices, refs, dates, time, colour, zone, image). */
export function FieldInput({ spec, field, props }: { spec: FieldSpec; field: FormFieldDeclaration; props: FieldWidgetProps }): ReactNode {
  const { t } = useTranslation('common');
  const zones = useMemo(() => (spec.kind === 'timezone' ? knownTimeZones().map((zone) => ({ value: zone, label: zone })) : []), [spec.kind]);
  if (field.render) return field.render(props);
  const { id, value, setValue, status, label, onBlur, submit } = props;
  const common = { id, 'aria-label': label, status };
  const tree = field.ref && 'tree' in field.ref ? field.ref.tree : spec.ref ? TREES[spec.ref] : undefined;
  // A field referring to employees picks from the employees even when its declaration names no lookup; the options
  // name each one by code and full name (`recordName`), as the picker does.
  const refersToEmployees = !field.ref && spec.ref === EMPLOYEE_RESOURCE.name;
  const lookup = field.ref && 'lookup' in field.ref ? field.ref.lookup : refersToEmployees ? PERSONNEL_PATHS.employees : undefined;
  const employees = (field.ref && 'employees' in field.ref) || (refersToEmployees && spec.kind === 'refs');

  switch (spec.kind) {
    case 'integer':
    case 'decimal':
    case 'duration':
      return (
        <InputNumber
          {...common}
          min={spec.min}
          max={spec.max}
          precision={spec.kind === 'decimal' ? undefined : 0}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => setValue(typeof next === 'number' ? next : null)}
          onBlur={onBlur}
          onPressEnter={submit}
        />
      );
    case 'boolean':
      return <BooleanSwitch id={id} aria-label={label} value={value === true} onChange={setValue} />;
    case 'choice':
      if (isMany(spec)) {
        return (
          <Select
            {...common}
            mode="multiple"
            options={(spec.choices ?? []).map((choice) => ({ value: choice, label: spec.choiceLabels ? t(`${spec.choiceLabels}.${choice}`) : choice }))}
            value={asIds(value) as string[]}
            onChange={(next: string[]) => setValue(next)}
            onBlur={onBlur}
          />
        );
      }
      return (
        <Select
          {...common}
          allowClear={!spec.required}
          options={(spec.choices ?? []).map((choice) => ({ value: choice, label: spec.choiceLabels ? t(`${spec.choiceLabels}.${choice}`) : choice }))}
          value={asText(value) || null}
          onChange={(next: string | null | undefined) => setValue(next ?? (spec.nullable ? null : ''))}
          onBlur={onBlur}
        />
      );
    case 'timezone':
      return (
        <Select
          {...common}
          showSearch
          allowClear
          options={zones}
          value={asText(value) || null}
          placeholder={t('resource.chooseTimeZone')}
          onChange={(next: string | null | undefined) => setValue(next ?? (spec.nullable ? null : ''))}
          onBlur={onBlur}
        />
      );
    case 'date':
      return <DateInput {...common} emptyValue={spec.nullable ? null : ''} value={asText(value) || null} onChange={setValue} />;
    case 'datetime':
      return <DateTimeInput {...common} emptyValue={spec.nullable ? null : ''} value={asText(value) || null} onChange={setValue} />;
    case 'time':
      return <TimeInput id={id} aria-label={label} status={status} value={asText(value) || null} onChange={setValue} />;
    case 'color':
      return <ColorInput id={id} aria-label={label} value={asText(value) || null} onChange={setValue} />;
    case 'image':
      return <ProfilePhotoPicker id={id} value={asText(value) || null} onChange={(next) => setValue(next ?? '')} />;
    case 'ref':
      if (tree) return <TreeSelect {...common} uri={tree} required={spec.required} value={(value as number | null) ?? null} onChange={(next) => setValue(next ?? null)} />;
      return (
        <SelectFromRecords
          {...common}
          listPath={lookup ?? ''}
          required={spec.required}
          value={(value as number | null) ?? null}
          onChange={(next) => setValue(next ?? null)}
        />
      );
    case 'json':
      return <JsonTextInput id={id} label={label} value={value} onChange={setValue} />;
    case 'refs':
      if (employees) return <EmployeeMultiSelect id={id} aria-label={label} value={asIds(value) as number[]} onChange={setValue} />;
      if (tree) return <TreeMultiSelect {...common} uri={tree} value={asIds(value)} onChange={setValue} />;
      return <MultiSelectFromRecords {...common} listPath={lookup ?? ''} value={asIds(value)} onChange={setValue} />;
    default:
      if (field.textarea || isMultiline(spec)) return <TextAreaInput id={id} aria-label={label} value={asText(value)} onChange={(next) => setValue(next)} />;
      return (
        <Input
          id={id}
          name={id}
          status={status}
          type={spec.kind === 'email' ? 'email' : 'text'}
          maxLength={spec.maxLength}
          value={asText(value)}
          onChange={(event) => setValue(event.target.value)}
          onBlur={onBlur}
          onPressEnter={submit}
        />
      );
  }
}

export type FieldInputElement = ReactElement;

/** A `json` field without a widget of its own: its JSON text, taken when it parses. */
function JsonTextInput({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (value: unknown) => void }): ReactElement {
  const [text, setText] = useState(() => (value === null || value === undefined ? '' : JSON.stringify(value)));
  return (
    <Input.TextArea
      id={id}
      aria-label={label}
      value={text}
      autoSize={{ minRows: 2, maxRows: 8 }}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim() === '') return onChange(null);
        try {
          onChange(JSON.parse(event.target.value) as unknown);
        } catch {
          // kept as typed until it parses
        }
      }}
    />
  );
}
