import { BrandName } from '../../components/brand-names';
import { PageLoader } from '../../components/page-loader';

/**
 * What a student's screen shows while the layout's code loads: the layout's header with the portal's name,
 * drawn the same (./student-layout.tsx), and the loader below; the layout replaces it in place. On a first
 * load the page draws the same header before any code has run (index.html, src/first-paint), so a student
 * on a slow phone sees where they are at once. Styles: src/first-paint/first-paint.css.
 */
export function StudentHeaderShell() {
  return (
    <>
      <StudentShellHeader />
      <main className="student-header-shell-main">
        <PageLoader />
      </main>
    </>
  );
}

/** The header alone: index.html holds the same markup (a test compares them). */
export function StudentShellHeader() {
  return (
    <header className="student-header-shell">
      <span className="student-header-shell-burger" />
      <div className="student-header-shell-titles">
        <PortalTitles />
      </div>
    </header>
  );
}

/**
 * The institution's and the portal's names as the student header draws them: in the header drawn while the
 * layout loads, and in the layout itself (./student-layout.tsx, where the title carries `titleTestId`). The
 * names are English in both languages (@portal/domain), and say so to screen readers.
 */
export function PortalTitles({ titleTestId }: { titleTestId?: string }) {
  return (
    <>
      <p className="portal-institution">
        <BrandName of="institution" />
      </p>
      <p className="portal-title" data-testid={titleTestId}>
        <BrandName of="portal" />
      </p>
    </>
  );
}
