import type { ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';

const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/**
 * The loading icon of every onboarding button, shown without antd's enter/leave animation.
 *
 * antd animates its default loading icon in and out (CSSMotion) and gives the leave no deadline. When `loading`
 * goes true and back to false within a frame or two (a submit refused by validation, a very fast reply), the
 * leave begins before the enter has taken effect and no `transitionend` ever comes: the invisible icon
 * (width 0, opacity 0) stays in the button for good with its aria-label "loading". The button is usable again,
 * but screen readers (and role queries) read it as "loading Sign up" from then on. A loading icon given through
 * ConfigProvider is rendered as is: present while loading, removed the moment loading ends.
 */
export function ButtonLoadingIcon({ children }: { children: ReactNode }) {
  return <ConfigProvider button={BUTTON_CONFIG}>{children}</ConfigProvider>;
}
