/**
 * Bulk data of any resource (api-contracts.md): CSV/XLSX writers, the upload reader, and the export and import
 * runners the resource kernel wires onto every `export/` and `import/` route. Each file's top comment shows its use.
 */
export { BULK_CONTENT_TYPES, excelSerialDate, exportFileName, formatWallClock, wallClockDate, type BulkColumn, type BulkFormat, type Cell, type CellType } from './columns';
export { attachmentDisposition } from './content-disposition';
export { csvCell, toCsv, writeCsv, CSV_BOM, type WriteProgress } from './csv';
export { writeXlsx } from './xlsx';
export { readRows, DEFAULT_MAX_IMPORT_BYTES, DEFAULT_MAX_IMPORT_ROWS, type ReadRowsOptions, type SheetRow, type SheetValue } from './read-rows';
export { exportRows, registerExportJob, writeExport, DEFAULT_SYNC_ROW_LIMIT, type ExportRequest, type ExportSource } from './export-rows';
export { importRows, type FieldError, type ImportBatchResult, type ImportRequest, type ParsedRow } from './import-rows';
