/**
 * System (api-contracts.md, System): `permissions/` (every codename of every registered resource, labels in
 * the request's language), `groups/`, `users/`, `operation-logs/` and `mail-deliveries/` — the last four on the resource kernel —
 * and scheduled delivery: `email-setting/`, `pdf-setting/`, `auto-exports/`, `alert-setting/` (delivery/).
 */
import { GROUP_RESOURCE, STANDARD_ACTIONS, type PermissionInfo } from '@timekeep/contracts';
import { ok } from '../../http/envelope';
import { languageOf, translator } from '../../i18n/translator';
import { codenameOf, requirePermission } from '../../resources/permissions';
import { registerResource } from '../../resources/register';
import { resourceRegistry } from '../../resources/registry';
import type { ServerModule } from '../module';
import { SYSTEM_CODES } from './codes';
import { registerAlertRoutes } from './delivery/alerts';
import { autoExportResource, registerAutoExportRoutes } from './delivery/auto-export';
import { registerMailSettingRoutes } from './delivery/mail-setting';
import { registerPdfSettingRoutes } from './delivery/pdf-setting';
import { startDeliveryScheduler } from './delivery/scheduler';
import { groupResource, mailDeliveryResource, operationLogResource, SYSTEM_PREFIX, systemUserResource } from './resources';

export const systemModule: ServerModule = {
  name: 'system',
  prefix: SYSTEM_PREFIX,
  async register(app, deps) {
    registerResource(app, deps, groupResource(deps));
    registerResource(app, deps, systemUserResource(deps));
    registerResource(app, deps, operationLogResource);
    registerResource(app, deps, mailDeliveryResource);
    // Scheduled delivery (issue 15, ADR 0089–0090): settings, report deliveries, alerts, and their scheduler.
    registerMailSettingRoutes(app, deps);
    registerPdfSettingRoutes(app, deps);
    registerResource(app, deps, autoExportResource(deps));
    registerAutoExportRoutes(app, deps);
    registerAlertRoutes(app, deps);
    let stopScheduler: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopScheduler = startDeliveryScheduler(deps, (message, error) => app.log.warn({ err: error }, message));
    });
    app.addHook('onClose', async () => stopScheduler?.());

    // Whoever may see groups may see what a group can hold (the permission matrix of the group screen).
    app.get(
      '/permissions/',
      {
        preValidation: [app.requireCompany, requirePermission(deps, codenameOf(GROUP_RESOURCE, 'view'))],
        schema: { tags: ['system'], summary: 'Every permission the product knows, labels translated', security: [{ jwt: [] }] },
      },
      async (request) => {
        const t = translator(deps.config.localesDir, languageOf(request));
        const rows: PermissionInfo[] = [];
        // A key with no text in any language comes back as the key: show the code then, never `sys:modules.x`.
        const named = (key: string, fallback: string) => {
          const text = t(key);
          return text === key ? fallback : text;
        };
        for (const { contract } of resourceRegistry(deps).values()) {
          const [module, resource] = contract.name.split('.');
          const resourceLabel = named(contract.label, resource);
          const moduleLabel = named(`sys:modules.${module}`, module);
          for (const action of [...(contract.actions ?? STANDARD_ACTIONS), ...(contract.extraActions ?? [])]) {
            rows.push({
              codename: codenameOf(contract, action),
              label: t(`sys:permission.${action}`, { resource: resourceLabel }),
              module,
              resource,
              action,
              resource_label: resourceLabel,
              module_label: moduleLabel,
              action_label: named(`sys:group.actions.${action}`, action),
            });
          }
        }
        return ok(rows, SYSTEM_CODES.ok);
      },
    );
  },
};
