import { AreaNotFound } from '@timekeep/ui';

// The area's not-found page renders antd (Result), so it loads on demand through this module (ADR 0015).
export default AreaNotFound;
