import type { CSSProperties, ReactElement } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadingBoxProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  testId?: string;
}

/** Suspense fallback with the size of the widget it stands for, so the layout does not jump when the chunk arrives. */
export function LoadingBox({ width = '100%', height, testId }: LoadingBoxProps): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div
      aria-busy="true"
      data-testid={testId}
      style={{ width, maxWidth: '100%', height, minHeight: 32, display: 'grid', placeItems: 'center' }}
    >
      <Spin size="small" aria-label={t('widget.loading')} />
    </div>
  );
}
