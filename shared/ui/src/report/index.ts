export { ReportView, textOn, type ReportViewProps, type ExportFormat } from './ReportView';
