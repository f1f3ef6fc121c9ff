export { ResourceList, type ResourceListProps } from './ResourceList';
export { ResourceForm, formPrefix, type ResourceFormProps } from './ResourceForm';
export { FieldInput } from './FieldInput';
export { knownTimeZones } from '../widgets/time-zones/knownTimeZones';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { ImportButton, IMPORT_ACCEPT, type ImportButtonProps } from './ImportDialog';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { PermissionsProvider, usePermissions, permissionCheck, type PermissionCheck, type SignedInUser } from './permissions';
export { fieldRule, formSchema, emptyValue, wireValue, type Translate } from './field-schema';
export { serverFieldErrors, settleWrite, type WriteOutcome } from './server-errors';
export { readListState, writeListState, listQuery, filterQuery, LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE, type ListUrlState } from './list-url-state';
export { toCsv, saveCsv, fetchAllRows, ExportTooLargeError, EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, type CsvColumn } from './csv-export';
export { columnPrefsKey } from './column-prefs';
export { useResourceTexts } from './resource-texts';
export type {
  ResourceDeclaration,
  ResourceRow,
  ColumnDeclaration,
  FilterDeclaration,
  FormDeclaration,
  FormFieldDeclaration,
  FieldWidgetProps,
} from './declaration';
export { areaScreen, resourceScreen } from './resourceScreen';
export { setCompanyFormats, companyFormats, useCompanyFormats, formatWireDate, formatWireTime, formatWireDateTime, DEFAULT_COMPANY_FORMATS, type CompanyFormats } from './company-formats';
export { RefNames, type RefNamesProps } from './RefNames';
export { SettingForm, type SettingFormProps, type SettingFormMessages } from './SettingForm';
