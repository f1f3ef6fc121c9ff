import type { ReactElement } from 'react';
import { Typography } from 'antd';

/** The provider's recorded answer, as stored: what an operator compares with the provider's own dashboard. */
export function ProviderAnswer({ answer, label }: { answer: Record<string, unknown>; label: string }): ReactElement {
  return (
    <Typography.Paragraph>
      <pre aria-label={label} dir="ltr" style={{ maxHeight: 240, overflow: 'auto', margin: 0, fontSize: 12 }}>
        {JSON.stringify(answer, null, 2)}
      </pre>
    </Typography.Paragraph>
  );
}
