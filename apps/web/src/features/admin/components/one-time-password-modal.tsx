import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** A one-time password, shown once: the administrator passes it on; its owner must change it at first sign-in. */
export function OneTimePasswordModal({ shown, onClose }: { shown: { username: string; password: string } | null; onClose: () => void }) {
  return (
    <Modal opened={shown != null} onClose={onClose} title="One-time password" centered closeOnClickOutside={false}>
      {shown ? (
        <Stack>
          <Text size="sm">
            The one-time password of <b>{shown.username}</b>:
          </Text>
          <Code block fz="lg" ta="center" aria-label="One-time password" data-testid="one-time-password">
            {shown.password}
          </Code>
          <Alert color="yellow" variant="light">
            It is shown only this once. Give it to its owner: they must change it when they first sign in.
          </Alert>
          <Group justify="flex-end">
            <CopyButton value={shown.password}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
