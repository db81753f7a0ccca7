import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import type { Message } from '@portal/domain';
import { type ComponentPropsWithoutRef, useId } from 'react';
import { translateSaid } from '../i18n/messages';

type Props = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
  /** Why the button cannot be used (a policy's reason); null when it can. */
  reason: Message | null | undefined;
};

/**
 * A button the rules may disable, and then say why: the policy's reason is shown under it and tied to
 * it for screen readers (aria-describedby), so a disabled control never leaves the user guessing.
 */
export function ReasonedButton({ reason, disabled, children, ...props }: Props) {
  const id = useId();
  const text = reason ? translateSaid(reason) : null;
  return (
    <Stack gap={4} align="flex-end">
      <Button {...props} disabled={disabled || !!text} aria-describedby={text ? id : undefined}>
        {children}
      </Button>
      {text && (
        <Text id={id} size="xs" c="gray.7" maw={300} ta="end">
          {text}
        </Text>
      )}
    </Stack>
  );
}
