import { LanguageDialog } from '@timekeep/ui';

// The shared language dialog renders antd, so the top bar loads it on demand through this module (ADR 0015).
export default LanguageDialog;
