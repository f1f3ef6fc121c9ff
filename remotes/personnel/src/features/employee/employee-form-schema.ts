import * as yup from 'yup';
import type { EmployeeInput, EmployeeRow } from './employee-api';

/** The server's limits (personnel employee-routes: emp_code pattern, field max lengths). */
export const EMPLOYEE_LIMITS = { empCode: 30, name: 50, email: 254, mobile: 20 } as const;
export const EMP_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** SPEC §5: `>`, `=` and `<` are illegal in text. */
const ILLEGAL_TEXT = /[<>=]/;

export type EmployeeFormValues = EmployeeInput;

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  emp_code: '',
  first_name: '',
  last_name: '',
  department: null,
  area: null,
  position: null,
  email: '',
  mobile: '',
};

export function formValuesOf(row: EmployeeRow | null): EmployeeFormValues {
  if (!row) return EMPTY_EMPLOYEE;
  return {
    emp_code: row.emp_code,
    first_name: row.first_name,
    last_name: row.last_name,
    department: row.department,
    area: row.area,
    position: row.position,
    email: row.email,
    mobile: row.mobile,
  };
}

/** Trimmed values as the server expects them. */
export function toEmployeeInput(values: EmployeeFormValues): EmployeeInput {
  return {
    ...values,
    emp_code: values.emp_code.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
  };
}

/** The part of i18next's `t` the schema needs for the generic form messages of `common`. */
export type SchemaTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The create / edit schema; messages are translated when the schema is built (rebuilt on language change). */
export function employeeFormSchema(t: SchemaTranslate): yup.ObjectSchema<EmployeeFormValues> {
  const text = (max: number) =>
    yup
      .string()
      // Formik hands empty inputs over as undefined; ensure() reads them as ''.
      .ensure()
      .max(max, t('common:form.maxLength', { max }))
      .test('legal', t('common:form.illegalInput'), (value) => !ILLEGAL_TEXT.test(value ?? ''));
  const id = yup.number().integer().positive().nullable().defined();
  return yup.object({
    emp_code: text(EMPLOYEE_LIMITS.empCode)
      .trim()
      .required(t('common:form.required'))
      .matches(EMP_CODE_PATTERN, t('per:employee.empCodePattern')),
    first_name: text(EMPLOYEE_LIMITS.name),
    last_name: text(EMPLOYEE_LIMITS.name),
    department: id,
    area: id,
    position: id,
    email: text(EMPLOYEE_LIMITS.email).email(t('per:employee.emailInvalid')),
    mobile: text(EMPLOYEE_LIMITS.mobile),
  });
}
