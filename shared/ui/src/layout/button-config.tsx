import LoadingOutlined from '@ant-design/icons/LoadingOutlined';

/**
 * The `button` setting of every antd ConfigProvider in the product (shell, a remote run standalone, page tests):
 * the loading icon without antd's enter/leave motion. When `loading` goes true and back to false within a frame or
 * two (a submit refused by validation, a very fast reply), antd's leave never gets its `transitionend`: the
 * invisible icon (width 0, opacity 0) stays in the button for good with its aria-label "loading", and screen
 * readers read "loading Sign up" from then on. A loading icon given here is present while loading, gone after.
 */
export const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };
