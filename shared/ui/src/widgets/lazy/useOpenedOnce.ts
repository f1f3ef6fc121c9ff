import { useState } from 'react';

/**
 * True from the first render where `open` is true onwards. A lazy dialog that was never opened renders nothing, so
 * its chunk is not fetched for a closed dialog; once opened it stays mounted so closing still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
