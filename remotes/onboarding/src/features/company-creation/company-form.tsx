import { useMemo } from 'react';
import { Input, Select } from 'antd';
import { useFormik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { LocationField, toast, type PlaceLocation } from '@timekeep/ui';
import { fieldError, FormField } from '../common/FormField';
import { companyFormSchema, normalizeCompanyDomain, ONBOARDING_LIMITS, ONBOARDING_MESSAGE_KEYS } from '../common/form-schemas';
import type { CompanyFields } from '../common/onboarding-api';
import { browserTimezone, knownTimezones } from '../common/timezones';
import { useLocalizedSchema } from '../common/use-localized-schema';

export interface CompanyFormValues {
  company_name: string;
  company_domain: string;
  company_address: string;
  company_timezone: string;
  location: PlaceLocation | null;
}

/** The company call's fields from the form; the location's parts fill the address fields (SPEC §3). */
export function toCompanyFields(values: CompanyFormValues, location: PlaceLocation): CompanyFields {
  return {
    company_name: values.company_name.trim(),
    company_domain: values.company_domain.trim(),
    company_address: location.address,
    company_timezone: values.company_timezone,
    company_country: location.country,
    company_country_code: location.country_code,
    company_province: location.province,
    company_city: location.city,
    company_latitude: location.latitude,
    company_longitude: location.longitude,
  };
}

/**
 * The form after a location was chosen: its address fills the read-only company address and its zone the time
 * zone, when the zone is one the form offers (the time-zone service may not have answered: the zone stays then).
 */
export function withLocation(values: CompanyFormValues, location: PlaceLocation, timezones: readonly string[]): CompanyFormValues {
  return {
    ...values,
    location,
    company_address: location.address,
    company_timezone: timezones.includes(location.timezone) ? location.timezone : values.company_timezone,
  };
}

/**
 * Formik for a new company (after activation, or from company login). Without a location the submit warns
 * "Invalid location" and sends nothing.
 */
export function useCompanyForm(submit: (fields: CompanyFields) => Promise<void>): FormikProps<CompanyFormValues> & { timezones: readonly string[] } {
  const { t } = useTranslation('oauth');
  const timezones = useMemo(() => knownTimezones(), []);
  const schema = useLocalizedSchema(companyFormSchema);
  const formik = useFormik<CompanyFormValues>({
    initialValues: {
      company_name: '',
      company_domain: '',
      company_address: '',
      company_timezone: browserTimezone(timezones) ?? 'UTC',
      location: null,
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!values.location?.address) {
        toast.warning(t(ONBOARDING_MESSAGE_KEYS.invalidLocation));
        return;
      }
      await submit(toCompanyFields(values, values.location));
    },
  });
  return Object.assign(formik, { timezones });
}

export function CompanyFormFields({ formik, idPrefix }: { formik: ReturnType<typeof useCompanyForm>; idPrefix: string }) {
  const { t } = useTranslation('oauth');
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t('company.name')} error={fieldError(formik, 'company_name')} required>
        <Input
          id={`${idPrefix}-name`}
          name="company_name"
          maxLength={ONBOARDING_LIMITS.companyNameMax}
          value={formik.values.company_name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-domain`}
        label={t('company.domain')}
        error={fieldError(formik, 'company_domain')}
        extra={t('company.domainHint')}
        required
      >
        <Input
          id={`${idPrefix}-domain`}
          name="company_domain"
          maxLength={ONBOARDING_LIMITS.companyDomainMax}
          value={formik.values.company_domain}
          onChange={(event) => void formik.setFieldValue('company_domain', normalizeCompanyDomain(event.target.value))}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <FormField id={`${idPrefix}-address`} label={t('company.address')} error={fieldError(formik, 'company_address')} required>
        <LocationField
          id={`${idPrefix}-address`}
          value={formik.values.location}
          buttonLabel={t('location.choose')}
          placeholder={t('location.placeholder')}
          timezones={formik.timezones}
          defaultTimezone={formik.values.company_timezone}
          status={fieldError(formik, 'company_address') ? 'error' : undefined}
          onChange={(location) => void formik.setValues(withLocation(formik.values, location, formik.timezones))}
        />
      </FormField>
      <FormField id={`${idPrefix}-timezone`} label={t('company.timezone')} error={fieldError(formik, 'company_timezone')} required>
        <Select
          id={`${idPrefix}-timezone`}
          showSearch
          value={formik.values.company_timezone}
          options={formik.timezones.map((zone) => ({ value: zone, label: zone }))}
          onChange={(zone: string) => void formik.setFieldValue('company_timezone', zone)}
        />
      </FormField>
    </>
  );
}
