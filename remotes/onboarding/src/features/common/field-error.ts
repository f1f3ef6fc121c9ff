import type { FormikProps } from 'formik';

/** The message to show for a field: after it was touched or a submit was tried. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const touched = formik.touched[name] || formik.submitCount > 0;
  const error = formik.errors[name];
  return touched && typeof error === 'string' ? error : undefined;
}
