import type { CSSProperties } from 'react';
import type { ThemeMode } from './theme-mode';

/**
 * antd's design tokens for our brand seed (SPEC §9), as plain values, so markup that must not load antd (the
 * sign-in page, the shell's loading and toasts; ADR 0015) looks like antd in light and dark. A test derives the same
 * table from antd's own theme algorithm, so a brand or antd change cannot leave these behind.
 */
const LIGHT = {
  colorPrimary: '#0e5b9d',
  colorPrimaryHover: '#2b73ab',
  colorPrimaryActive: '#053e78',
  colorText: 'rgba(0,0,0,0.88)',
  colorTextSecondary: 'rgba(0,0,0,0.65)',
  colorTextTertiary: 'rgba(0,0,0,0.45)',
  colorTextDisabled: 'rgba(0,0,0,0.25)',
  colorTextLightSolid: '#fff',
  colorBgContainer: '#ffffff',
  colorBgLayout: '#f5f5f5',
  colorBgElevated: '#ffffff',
  colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorError: '#ff4d4f',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorErrorOutline: 'rgba(255,38,5,0.06)',
  colorWarning: '#faad14',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorSuccess: '#52c41a',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorInfo: '#1677ff',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  colorLink: '#0e5b9d',
  colorLinkHover: '#4b8cb8',
  colorLinkActive: '#053e78',
  colorIcon: 'rgba(0,0,0,0.45)',
  colorIconHover: 'rgba(0,0,0,0.88)',
  controlOutline: 'rgba(5,73,105,0.22)',
} as const;

export type ThemeTokenName = keyof typeof LIGHT;

const DARK: Record<ThemeTokenName, string> = {
  colorPrimary: '#0f5088',
  colorPrimaryHover: '#296a9c',
  colorPrimaryActive: '#10426d',
  colorText: 'rgba(255,255,255,0.85)',
  colorTextSecondary: 'rgba(255,255,255,0.65)',
  colorTextTertiary: 'rgba(255,255,255,0.45)',
  colorTextDisabled: 'rgba(255,255,255,0.25)',
  colorTextLightSolid: '#fff',
  colorBgContainer: '#141414',
  colorBgLayout: '#000000',
  colorBgElevated: '#1f1f1f',
  colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
  colorBorder: '#424242',
  colorBorderSecondary: '#303030',
  colorError: '#dc4446',
  colorErrorBg: '#2c1618',
  colorErrorBorder: '#5b2526',
  colorErrorOutline: 'rgba(238,38,56,0.11)',
  colorWarning: '#d89614',
  colorWarningBg: '#2b2111',
  colorWarningBorder: '#594214',
  colorSuccess: '#49aa19',
  colorSuccessBg: '#162312',
  colorSuccessBorder: '#274916',
  colorInfo: '#1668dc',
  colorInfoBg: '#111a2c',
  colorInfoBorder: '#15325b',
  colorLink: '#0f5088',
  colorLinkHover: '#113452',
  colorLinkActive: '#10426d',
  colorIcon: 'rgba(255,255,255,0.45)',
  colorIconHover: 'rgba(255,255,255,0.85)',
  controlOutline: 'rgba(9,137,248,0.18)',
};

export const THEME_TOKENS: Readonly<Record<ThemeMode, Readonly<Record<ThemeTokenName, string>>>> = { light: LIGHT, dark: DARK };

/** `colorPrimaryHover` → `--timekeep-color-primary-hover`: the custom property plain CSS reads. */
export function themeTokenVar(name: ThemeTokenName): string {
  return `--timekeep-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Every token of `mode` as CSS custom properties; the shell sets them on its root element. */
export function themeCssVariables(mode: ThemeMode): CSSProperties {
  const tokens = THEME_TOKENS[mode];
  return Object.fromEntries(
    (Object.keys(tokens) as ThemeTokenName[]).map((name) => [themeTokenVar(name), tokens[name]]),
  ) as CSSProperties;
}
