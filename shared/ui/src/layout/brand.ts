/** Product colours (SPEC §9, light mode). Primary drives antd's `colorPrimary`; secondary is for accents. */
export const BRAND_COLORS = {
  primary: '#0E5B9D',
  secondary: '#FC4C02',
} as const;

/** CSS custom property the shell sets on its root, so plain CSS in any remote can use the secondary colour. */
export const SECONDARY_COLOR_CSS_VAR = '--timekeep-color-secondary';
