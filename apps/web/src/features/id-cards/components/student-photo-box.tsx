import { PhotoFrame } from '../../../components/photo-frame';
import { type PhotoKey, useStudentPhotoUrl } from '../api/student-photo';

/** The student's photo fetched with the bearer token (an <img src> to the API would send none). */
export function StudentPhotoBox({ student, width = 150 }: { student: PhotoKey | null; width?: number }) {
  const { url, isLoading } = useStudentPhotoUrl(student);
  return <PhotoFrame url={url} isLoading={isLoading} width={width} />;
}
