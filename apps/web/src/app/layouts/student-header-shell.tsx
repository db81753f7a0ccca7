import { Text } from '@mantine/core';
import { INSTITUTION_NAME, PORTAL_TITLE } from '@portal/domain';
import { PageLoader } from '../../components/page-loader';
import classes from './student-header-shell.module.css';

/**
 * What a student's screen shows while the layout's code loads: the layout's header with the portal's name,
 * drawn the same (./student-layout.tsx), and the loader below. Part of the first load, so a student on a
 * slow phone sees where they are at once instead of a bare spinner (issue 13); the layout replaces it in
 * place. The names are the same in English and Urdu (@portal/domain).
 */
export function StudentHeaderShell() {
  return (
    <>
      <header className={classes.header}>
        <span className={classes.burgerSpace} />
        <div className={classes.titles}>
          <PortalTitles />
        </div>
      </header>
      <main className={classes.main}>
        <PageLoader />
      </main>
    </>
  );
}

/**
 * The institution's and the portal's names as the student header draws them: here while the layout loads,
 * and in the layout itself (./student-layout.tsx, where the title carries `titleTestId`).
 */
export function PortalTitles({ titleTestId }: { titleTestId?: string }) {
  return (
    <>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" truncate="end">
        {INSTITUTION_NAME}
      </Text>
      <Text fw={700} size="lg" c="indigo.8" truncate="end" data-testid={titleTestId}>
        {PORTAL_TITLE}
      </Text>
    </>
  );
}
