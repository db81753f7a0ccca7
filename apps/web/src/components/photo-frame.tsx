import { Center, Image, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A passport-size frame (5:6) showing a photo, a loader while it comes, or "No photo" — or, when the
 * office found the last photo not clear (`notAccepted`), that it is waiting for a new one.
 */
export function PhotoFrame({ url, isLoading, width = 150, notAccepted = false }: { url: string | null | undefined; isLoading: boolean; width?: number; notAccepted?: boolean }) {
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
            <Text size="sm" c={notAccepted ? 'orange' : 'dimmed'} ta="center" px="xs" fw={notAccepted ? 600 : undefined}>
              {notAccepted ? t('common.photoNotAccepted') : t('common.noPhoto')}
            </Text>
          )}
        </Center>
      )}
    </Paper>
  );
}
