/**
 * Terminal commands are lines (issue 12): no employee field may carry TAB, CR or LF, whichever way it arrives
 * (a JSON body or an imported CSV/XLSX row both pass the kernel's checkInput).
 */
import { EMPLOYEE_RESOURCE } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { checkInput } from '../../resources/fields';

const textFields = Object.entries(EMPLOYEE_RESOURCE.fields).filter(([, spec]) => !('readOnly' in spec) && ['text', 'email', 'phone'].includes(spec.kind));

describe('employee text sent to terminals', () => {
  it('declares no multi-line field', () => {
    expect(Object.entries(EMPLOYEE_RESOURCE.fields).filter(([, spec]) => 'multiline' in spec)).toEqual([]);
  });

  it.each(textFields.map(([name]) => name))('refuses TAB, CR and LF in %s', (field) => {
    for (const breaker of ['\t', '\r', '\n']) {
      let error: unknown;
      try {
        checkInput(EMPLOYEE_RESOURCE, { emp_code: 'E1', [field]: `12${breaker}34` }, 'create');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).context.fields?.[field]).toBe('invalid');
    }
  });
});
