import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or its first data loads. */
export function PageLoader() {
  return (
    <Center mih={200} aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
