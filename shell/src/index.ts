// Async boundary: shared singletons (react, antd, api-client…) are negotiated before bootstrap runs.
import('./bootstrap');
