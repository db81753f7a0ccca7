import { Center, Image, Loader, Paper, Text } from '@mantine/core';

/** A passport-size frame (5:6) showing a photo, a loader while it comes, or "No photo". */
export function PhotoFrame({ url, isLoading, width = 150 }: { url: string | null | undefined; isLoading: boolean; width?: number }) {
  const height = Math.round(width * 1.2);
  return (
    <Paper withBorder radius="sm" w={width} h={height} style={{ overflow: 'hidden' }}>
      {url ? (
        <Image src={url} alt="Student photo" w={width} h={height} fit="cover" />
      ) : (
        <Center h="100%">
          {isLoading ? (
            <Loader size="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              No photo
            </Text>
          )}
        </Center>
      )}
    </Paper>
  );
}
