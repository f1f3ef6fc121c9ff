import { useMemo, type ReactElement } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ApiClient } from '@timekeep/api-client';
import { ResourceList } from '@timekeep/ui';
import { categoryDeclaration, tokenDeclaration } from './declarations';
import { RalvieSettingsForm } from './SettingsForm';

const TABS = ['tokens', 'categories', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /ralvie/configuration: agent tokens, categories and settings as tabs. The tab is in the URL (`?tab=`); only the
 * open tab is mounted, and switching drops the other list's filters from the URL (each list keeps its state there).
 */
export function RalvieConfiguration({ client }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation('ralvie');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'tokens';
  const tokens = useMemo(() => tokenDeclaration(client), [client]);
  const content: Record<Tab, ReactElement> = {
    tokens: <ResourceList declaration={tokens} client={client} />,
    categories: <ResourceList declaration={categoryDeclaration} client={client} />,
    settings: <RalvieSettingsForm client={client} />,
  };
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setParams(new URLSearchParams(key === 'tokens' ? {} : { tab: key }))}
      items={TABS.map((key) => ({ key, label: <span data-testid={`ralvie-tab-${key}`}>{t(`tabs.${key}`)}</span>, children: content[key] }))}
    />
  );
}
