import { isStudent } from '@portal/domain';
import { api } from '../lib/api';
import { getSessionUser } from '../lib/session';
import type { Lang } from './languages';

/** A signed-in student's mails follow their language: the server keeps it (`PUT /api/student/language`). */
export function saveStudentLanguage(lang: Lang): void {
  const user = getSessionUser();
  if (!user || !isStudent(user)) return;
  api.put('/api/student/language', { lang }, { silent: true }).catch(() => undefined);
}
