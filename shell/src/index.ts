import { applyPageNonce } from './csp/page-nonce';

// Under the page's CSP (ADR 0043), before any chunk or stylesheet loads.
applyPageNonce();
// Async boundary: shared singletons (react, antd, api-client…) are negotiated before bootstrap runs.
import('./bootstrap');
