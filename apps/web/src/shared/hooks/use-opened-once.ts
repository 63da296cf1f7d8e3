import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog whose code loads on demand mounts then and stays mounted,
 * so its code is not fetched before anyone opens it and closing it keeps what was typed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
