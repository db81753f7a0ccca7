import { Center, Image, Loader, Paper, Text } from '@mantine/core';
import { useStudentPhotoUrl, type PhotoKey } from '../api/student-photo';

/** The student's photo fetched with the bearer token (an <img src> to the API would send none). */
export function StudentPhotoBox({ student, width = 150 }: { student: PhotoKey | null; width?: number }) {
  const { url, isLoading } = useStudentPhotoUrl(student);
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
