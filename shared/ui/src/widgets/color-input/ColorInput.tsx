import { useEffect, useState, type ClipboardEvent, type ReactElement } from 'react';
import { Button, Input, Popover, Segmented, Space } from 'antd';
import type { ColorResult } from 'react-color';
import { useTranslation } from 'react-i18next';
import { formatColor, parseColorText, readColorValue, type ColorMode, type Rgba } from './colorParse';
import { getEyeDropper } from './eyeDropper';
import { LazyChromePicker } from './LazyChromePicker';

const FALLBACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const MODE_LABELS: Record<ColorMode, string> = { hex: 'HEX', rgba: 'RGBA', hsla: 'HSLA' };

export interface ColorInputProps {
  /** Stored text in the current mode (`#rrggbb[aa]`, `rgba(…)`, `hsla(…)`), or '' / null for none. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Initial chooser mode; the user can switch it in the popover. */
  defaultMode?: ColorMode;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Colour input (SPEC §2): a swatch opening a chooser (RGBA/HSLA/HEX modes, hue and alpha sliders, eyedropper
 * when the browser has one) and a text box that accepts pasted colours; text it cannot read is ignored (§5).
 */
export function ColorInput({ value, onChange, defaultMode = 'hex', id, disabled, ...rest }: ColorInputProps): ReactElement {
  const { t } = useTranslation('common');
  const [mode, setMode] = useState<ColorMode>(defaultMode);
  const [open, setOpen] = useState(false);
  const color = readColorValue(value);
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const EyeDropper = getEyeDropper();

  const emit = (next: Rgba, nextMode: ColorMode = mode) => {
    const formatted = formatColor(next, nextMode);
    setText(formatted);
    onChange?.(formatted);
  };

  const acceptText = (candidate: string): boolean => {
    const parsed = parseColorText(candidate);
    if (parsed) emit(parsed);
    return parsed !== null;
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // The pasted text replaces the value when it is a colour; otherwise the paste is ignored entirely.
    event.preventDefault();
    acceptText(event.clipboardData.getData('text'));
  };

  const commitTyped = () => {
    if (text === (value ?? '')) return;
    if (!acceptText(text)) setText(value ?? '');
  };

  const pickFromScreen = async () => {
    if (!EyeDropper) return;
    try {
      const { sRGBHex } = await new EyeDropper().open();
      const picked = parseColorText(sRGBHex);
      if (picked) emit({ ...picked, a: color?.a ?? 1 });
    } catch {
      // The user pressed Escape: nothing was picked.
    }
  };

  const chooser = (
    <Space orientation="vertical" data-testid="color-chooser">
      <Segmented<ColorMode>
        aria-label={t('widget.color.mode')}
        value={mode}
        options={(Object.keys(MODE_LABELS) as ColorMode[]).map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        onChange={(m) => {
          setMode(m);
          if (color) emit(color, m);
        }}
      />
      <LazyChromePicker
        color={color ?? FALLBACK}
        disableAlpha={false}
        onChange={(result: ColorResult) => emit({ ...result.rgb, a: result.rgb.a ?? 1 })}
      />
      {EyeDropper && (
        <Button onClick={() => void pickFromScreen()}>{t('widget.color.eyedropper')}</Button>
      )}
    </Space>
  );

  return (
    <Space.Compact>
      <Popover content={chooser} trigger="click" open={open && !disabled} onOpenChange={setOpen}>
        <Button
          aria-label={t('widget.color.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          data-testid="color-swatch"
          style={{ background: value ? formatColor(color ?? FALLBACK, 'rgba') : undefined, width: 40 }}
        />
      </Popover>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        disabled={disabled}
        value={text}
        placeholder={t('widget.color.pasteHint')}
        onChange={(e) => setText(e.target.value)}
        onPaste={onPaste}
        onBlur={commitTyped}
        onPressEnter={commitTyped}
      />
    </Space.Compact>
  );
}
