import { useState, type ReactNode } from 'react';
import { Layout, Typography, theme } from 'antd';
import { useCopyrightLine } from './copyright';
import { useOptionalRegion } from './region-context';

export interface AppFrameProps {
  /** The side navigation (usually an antd Menu). */
  menu: ReactNode;
  /** Buttons on the right of the header (language, theme, sign-out). */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The main application frame: collapsible side menu, header with the region's logo and product name, the page,
 * and the region's copyright line. Purely presentational; the shell decides what goes in each slot.
 */
export function AppFrame({ menu, actions, children }: AppFrameProps) {
  const region = useOptionalRegion();
  const copyright = useCopyrightLine();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={248}
        theme="light"
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, overflow: 'auto' }}
      >
        {menu}
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            paddingInline: 16,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {region?.logo ? (
            <img src={region.logo} alt={region.product_name} height={32} style={{ maxWidth: 120, objectFit: 'contain' }} />
          ) : null}
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="product-name">
            {region?.product_name}
          </Typography.Text>
          <div style={{ marginInlineStart: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>{actions}</div>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
        {copyright ? (
          <Layout.Footer style={{ textAlign: 'center' }}>
            <Typography.Text type="secondary" data-testid="copyright">
              {copyright}
            </Typography.Text>
          </Layout.Footer>
        ) : null}
      </Layout>
    </Layout>
  );
}
