import type { ReactElement } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { RALVIE_SETTING_CONTRACT } from '@timekeep/contracts';
import { SettingForm } from '@timekeep/ui';

const FIELDS = Object.keys(RALVIE_SETTING_CONTRACT.fields);
const MESSAGES = { saved: 'ralvie:setting.saved', failed: 'ralvie:setting.failed', save: 'common:button.save' };
const help = (field: string) => `ralvie:setting.help.${field}`;

/** The company's productivity settings: idle threshold (the agents read it), productive target, unknown ones. */
export function RalvieSettingsForm({ client }: { client?: ApiClient }): ReactElement {
  return <SettingForm contract={RALVIE_SETTING_CONTRACT} fields={FIELDS} testId="ralvie-setting-form" messages={MESSAGES} help={help} client={client} />;
}
