export * from './helpers';
export { parseTimeText, toTimeWidgetValue, toTimeDisplay } from './time-input/parseTime';
export { parseColorText, formatColor, readColorValue } from './color-input/colorParse';
export type { Rgba, ColorMode } from './color-input/colorParse';
export { normalizeNumericText } from './unit-input/numericUnit';
export {
  stripPasswordWhitespace,
  checkStrongPassword,
  isStrongPassword,
  STRONG_PASSWORD_CONDITIONS,
} from './password/passwordValue';
export type { StrongPasswordCondition } from './password/passwordValue';
export { AppProvider, useAppServices, APP_PROVIDER_MISSING } from './providers/AppProvider';
export type { WidgetServices, WidgetQuery, WidgetQueryValue, MapsConfig } from './providers/AppProvider';
export { DialogProvider } from './providers/DialogProvider';
export { DialogHost, useDialog, DIALOG_PROVIDER_MISSING } from './providers/DialogHost';
export type { DialogApi, ConfirmOptions, DialogHostProps } from './providers/DialogHost';
export { ConfirmDialog, CONFIRM_DIALOG_MIN_WIDTH, CONFIRM_DIALOG_MIN_HEIGHT } from './confirm-dialog/ConfirmDialog';
export type { ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { UnitInput, NumericUnitInput } from './unit-input/UnitInput';
export type { UnitInputProps, Unit } from './unit-input/UnitInput';
export { TimeInput, TimeWidget } from './time-input/TimeInput';
export type { TimeInputProps } from './time-input/TimeInput';
export { DateInput, DateTimeInput } from './date-input/DateInput';
export type { DateInputProps } from './date-input/DateInput';
export { PasswordInput, StrongPasswordInput } from './password/PasswordInput';
export type { PasswordInputProps } from './password/PasswordInput';
export { BooleanSwitch, BooleanCheckbox } from './boolean-input/BooleanInput';
export type { BooleanInputProps } from './boolean-input/BooleanInput';
export { ColorInput } from './color-input/ColorInput';
export type { ColorInputProps } from './color-input/ColorInput';
export { submitOnEnter } from './helpers/submitOnEnter';
export { TreeSelect, TreeMultiSelect } from './tree-select/TreeSelect';
export type { TreeSelectProps, TreeMultiSelectProps } from './tree-select/TreeSelect';
export { TreePanel, TREE_MAX_HEIGHT, TREE_INDENT } from './tree-select/TreePanel';
export { useTreeOptions, treeActionPath } from './tree-select/useTreeOptions';
export type { TreeSource } from './tree-select/useTreeOptions';
export { buildTree, optionLabel, descendantIds, ancestorIds } from './tree-select/treeModel';
export type { TreeOptionItem, TreeId, TreeNode, TreeModel } from './tree-select/treeModel';
export { MultiImageUpload, IMAGE_PREVIEW_SIZE, IMAGE_AREA_HEIGHT } from './image-upload/MultiImageUpload';
export type { MultiImageUploadProps } from './image-upload/MultiImageUpload';
export { ProfilePhotoPicker, LogoPicker, ImagePreview, PHOTO_AVATAR_SIZE, LOGO_PREVIEW, IMAGE_FIELD_PREVIEW } from './image-upload/ImagePicker';
export type { ImagePickerProps } from './image-upload/ImagePicker';
export { ImageCropDialog } from './image-upload/ImageCropDialog';
export type { ImageCropDialogProps } from './image-upload/ImageCropDialog';
export { cropToDataUrl, PHOTO_CROP, LOGO_CROP } from './image-upload/cropSpec';
export type { CropSpec, CropperLike } from './image-upload/cropSpec';
export {
  DEFAULT_IMAGE_ACCEPT,
  AUTH_FILES_BASE,
  acceptedExtensions,
  allHaveAllowedExtension,
  addFileInfoToDataUrl,
  readDataUrlInfo,
  imageSource,
  readFileAsDataUrl,
} from './image-upload/imageFiles';
export { useWarn } from './hooks/useWarn';
export { usePagedRows, type PagedRows } from './hooks/usePagedRows';
export { useJob } from './hooks/useJob';
export { useRecordLookup, LOOKUP_PAGE_SIZE, LOOKUP_SEARCH_DEBOUNCE_MS } from './record-lookup/useRecordLookup';
export type { LookupRecord, RecordLookupOptions } from './record-lookup/useRecordLookup';
export { SelectFromRecords, MultiSelectFromRecords, RECORD_MENU_MAX_HEIGHT, recordName } from './record-lookup/SelectFromRecords';
export type { SelectFromRecordsProps, MultiSelectFromRecordsProps } from './record-lookup/SelectFromRecords';
export { TextAreaInput, DEFAULT_TEXTAREA_ROWS } from './record-lookup/TextAreaInput';
export type { TextAreaInputProps } from './record-lookup/TextAreaInput';
export { EmployeePickerDialog, PICKER_WIDTH, PICKER_IMMEDIATE_WIDTH, PICKER_BODY_HEIGHT } from './employee-picker/EmployeePickerDialog';
export type { EmployeePickerDialogProps } from './employee-picker/EmployeePickerDialog';
export { EmployeeMultiSelect } from './employee-picker/EmployeeMultiSelect';
export type { EmployeeMultiSelectProps } from './employee-picker/EmployeeMultiSelect';
export { EmployeeGrid } from './employee-picker/EmployeeGrid';
export type { EmployeeGridProps } from './employee-picker/EmployeeGrid';
export {
  employeeFullName,
  employeeLabel,
  employeeRecordLabel,
  employeeQuery,
  fetchEmployeePage,
  resolveEmployees,
  PERSONNEL_PATHS,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZE_OPTIONS,
  ID_RESOLUTION_PAGE_SIZE,
} from './employee-picker/employeeQueries';
export type { Employee, EmployeeId, EmployeeFilter } from './employee-picker/employeeQueries';
export { MapLocationDialog } from './map/MapLocationDialog';
export { AuthFailurePanel } from './map/AuthFailurePanel';
export type { MapLocationDialogProps } from './map/MapLocationDialog';
export { LocationField } from './map/LocationField';
export type { LocationFieldProps } from './map/LocationField';
export { ManualLocationDialog } from './map/ManualLocationDialog';
export type { ManualLocationDialogProps } from './map/ManualLocationDialog';
export { placeToLocation, locationPosition, locationMode, parseCoordinate, LOCATION_TEXT_MAX, COUNTRY_CODE_MAX } from './map/location';
export type { PlaceLocation, LocationFieldValue, LocationMode } from './map/location';
export { createMapsLoader, getMapsLoader, useMapsStatus, mapsScriptUrl } from './map/mapsLoader';
export { resolveMapsUrls, GOOGLE_MAPS_ORIGIN } from './map/mapsUrls';
export type { MapsLoader, MapsLoaderStatus, MapsScriptOptions } from './map/mapsLoader';
export {
  addressFromComponents,
  fetchTimeZone,
  currentPosition,
  MAP_WIDTH,
  MAP_HEIGHT,
  ZOOM_WITH_POSITION,
  ZOOM_WORLD,
  WORLD_CENTER,
  GEOLOCATION_TIMEOUT_MS,
  AUTOCOMPLETE_DEBOUNCE_MS,
} from './map/placeModel';
export type { SelectedPlace, LatLngLiteral } from './map/placeModel';
export { WidgetGallery } from '../gallery/WidgetGallery';
export type { WidgetGalleryProps } from '../gallery/WidgetGallery';
