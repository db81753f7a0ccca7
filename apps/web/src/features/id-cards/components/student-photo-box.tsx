import { PhotoFrame } from '../../../components/photo-frame';
import { type PhotoKey, useStudentPhotoUrl } from '../api/student-photo';

/**
 * The student's photo fetched with the bearer token (an <img src> to the API would send none); `student`
 * is null when there is no photo (nothing is fetched). `notAccepted`: the office found the last photo not
 * clear and waits for a new one.
 */
export function StudentPhotoBox({ student, width = 150, notAccepted = false }: { student: PhotoKey | null; width?: number; notAccepted?: boolean }) {
  const { url, isLoading } = useStudentPhotoUrl(student);
  return <PhotoFrame url={url} isLoading={isLoading} width={width} notAccepted={notAccepted} />;
}
