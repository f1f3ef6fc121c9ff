/** A multipart field value; arrays append the field once per item, null and undefined are left out. */
export type FormFieldValue = string | number | boolean | Blob | null | undefined | ReadonlyArray<string | number | Blob>;
export type FormBody = FormData | Record<string, FormFieldValue>;

export function toFormData(body: FormBody): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const items: ReadonlyArray<string | number | boolean | Blob> = Array.isArray(value) ? value : [value as string];
    for (const item of items) form.append(key, item instanceof Blob ? item : String(item));
  }
  return form;
}
