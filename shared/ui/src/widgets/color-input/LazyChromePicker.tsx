import { Suspense, type ReactElement } from 'react';
import type { ChromePickerProps } from 'react-color';
import { lazyNamed } from '../lazy/lazyNamed';
import { LoadingBox } from '../lazy/LoadingBox';

/** react-color's Chrome chooser box: 225 px wide, about 240 px tall with the alpha slider and inputs. */
const CHOOSER_SIZE = { width: 225, height: 240 };

const ChromePicker = lazyNamed<ChromePickerProps>(() =>
  import(/* webpackChunkName: "ui-color-chooser" */ 'react-color').then((m) => m.ChromePicker),
);

/** The chooser loads react-color only when the colour popover first opens; the text box works without it. */
export function LazyChromePicker(props: ChromePickerProps): ReactElement {
  return (
    <Suspense fallback={<LoadingBox {...CHOOSER_SIZE} testId="color-chooser-loading" />}>
      <ChromePicker {...props} />
    </Suspense>
  );
}
