import { Center, Image, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A passport-size frame (5:6) showing a photo, a loader while it comes, or "No photo". */
export function PhotoFrame({ url, isLoading, width = 150 }: { url: string | null | undefined; isLoading: boolean; width?: number }) {
  const { t } = useTranslation();
  const height = Math.round(width * 1.2);
  return (
    <Paper withBorder radius="sm" w={width} h={height} style={{ overflow: 'hidden' }}>
      {url ? (
        <Image src={url} alt={t('common.studentPhoto')} w={width} h={height} fit="cover" />
      ) : (
        <Center h="100%">
          {isLoading ? (
            <Loader size="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('common.noPhoto')}
            </Text>
          )}
        </Center>
      )}
    </Paper>
  );
}
