import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * For a popover or menu loaded on its button's first click and mounted in place of that button:
 * its own button takes the focus first (when the clicked one had it, `refocus`) and it opens on the next
 * render, so Mantine records the button and gives focus back to it on close. `target` goes on the button.
 */
export function useOpenOnMount(refocus: boolean) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the button that was clicked
  useLayoutEffect(() => {
    if (refocus) target.current?.focus();
  }, []);
  useEffect(() => setOpened(true), []);
  return { opened, setOpened, target };
}
