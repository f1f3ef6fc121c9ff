import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { GLOBAL_RULE_CONTRACT, isSuccessCode, RULE_SETTING_FIELDS, type ApiResponse, type RuleSettingField } from '@timekeep/contracts';
import { serverFieldErrors, toast, usePermissions } from '@timekeep/ui';
import { RULE_GROUPS, RuleSettingInput } from './RuleSettingInput';
import { recalculationText } from './recalculation';

type Settings = Partial<Record<RuleSettingField, unknown>>;

/** `/att/global-rule`: the company's one rule, one form in sections; empty = the engine's default (ADR 0079). */
export function GlobalRuleForm({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation('att');
  const { can } = usePermissions();
  const [values, setValues] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const path = GLOBAL_RULE_CONTRACT.path;
  const mayChange = can('att.change_global_rule');

  useEffect(() => {
    let live = true;
    void client
      .get<Settings>(path)
      .then((response) => {
        if (!live) return;
        if (isSuccessCode(response.code) && response.data) setValues(response.data);
        else setFailed(client.messageOf(response));
      })
      .catch(() => live && setFailed(t('common:resource.loadFailed')));
    return () => {
      live = false;
    };
  }, [client, path, t]);

  const save = async (): Promise<void> => {
    if (!values) return;
    setSaving(true);
    let response: ApiResponse<Settings & { recalculating?: number }>;
    try {
      response = await client.request<Settings & { recalculating?: number }>({ method: 'PUT', path, body: values });
    } catch {
      setSaving(false);
      toast.error(t('common:resource.failed'));
      return;
    }
    setSaving(false);
    if (isSuccessCode(response.code) && response.data) {
      const { recalculating, ...saved } = response.data;
      setValues(saved);
      setErrors({});
      toast.success([t('schedule.rule.saved'), recalculationText(t, recalculating)].filter(Boolean).join(' '));
      return;
    }
    setErrors(serverFieldErrors(response, (key, options) => t(key, options)));
    toast.error(client.messageOf(response));
  };

  if (failed) return <Alert type="error" message={failed} />;
  if (!values) return <Spin />;
  return (
    <Form layout="vertical" onFinish={() => void save()} disabled={!mayChange} data-testid="att-global-rule">
      <Flex vertical gap={16}>
        {RULE_GROUPS.map((group) => (
          <Card key={group.key} size="small" title={t(`schedule.rule.groups.${group.key}`)}>
            <Flex wrap gap={16}>
              {group.fields.map((field) => {
                const id = `global-rule-${field}`;
                const label = t(RULE_SETTING_FIELDS[field].label);
                return (
                  <Form.Item key={field} label={label} htmlFor={id} validateStatus={errors[field] ? 'error' : undefined} help={errors[field]} style={{ marginBottom: 0, minWidth: 240 }}>
                    <RuleSettingInput field={field} id={id} label={label} value={values[field] ?? null} status={errors[field] ? 'error' : undefined} onChange={(next) => setValues({ ...values, [field]: next })} />
                  </Form.Item>
                );
              })}
            </Flex>
          </Card>
        ))}
        {mayChange && (
          <div>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common:resource.save')}
            </Button>
          </div>
        )}
      </Flex>
    </Form>
  );
}
