import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDeclaration, ResourceRow } from './declaration';

export type ResourceText = (key: string, options?: Record<string, unknown>) => string;

/**
 * The texts of a resource screen: `<texts>.<key>` when the screen has its own (`per:location.add` = "Add
 * location"), else the generic `common:resource.<key>` with `{{resource}}` = the resource's translated label.
 */
export function useResourceTexts<Row extends ResourceRow>(declaration: ResourceDeclaration<Row>): ResourceText {
  const { texts, contract } = declaration;
  // The screen's namespaces load with it (a remote's namespace is fetched when first used).
  const { t } = useTranslation(resourceNamespaces(declaration));
  return useCallback(
    (key: string, options: Record<string, unknown> = {}) => {
      const keys = texts ? [`${texts}.${key}`, `common:resource.${key}`] : [`common:resource.${key}`];
      return t(keys, { resource: t(contract.label), ...options });
    },
    [t, texts, contract.label],
  );
}

/** `common` plus the namespaces of the screen's texts and of its field labels (`per:location.fields.name` → per). */
export function resourceNamespaces<Row extends ResourceRow>({ texts, contract }: ResourceDeclaration<Row>): string[] {
  const spaces = new Set(['common']);
  const add = (key: string | undefined) => {
    const colon = key?.indexOf(':') ?? -1;
    if (key && colon > 0) spaces.add(key.slice(0, colon));
  };
  add(texts);
  add(contract.label);
  for (const spec of Object.values(contract.fields)) add(spec.label);
  return [...spaces];
}
