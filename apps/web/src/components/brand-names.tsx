import { INSTITUTION_NAME, INSTITUTION_NAME_UR, PORTAL_TITLE, PORTAL_TITLE_UR } from '@portal/domain';

const NAMES = { institution: [INSTITUTION_NAME, INSTITUTION_NAME_UR], portal: [PORTAL_TITLE, PORTAL_TITLE_UR] } as const;

/**
 * The university's or the portal's name in the page's language. Both spellings are in the markup and the
 * page's `lang` picks one (src/first-paint/first-paint.css), so the header the page draws before any code
 * runs (index.html) is already in the reader's language, and switching language needs no re-render.
 */
export function BrandName({ of }: { of: keyof typeof NAMES }) {
  const [en, ur] = NAMES[of];
  return (
    <>
      <span lang="en" className="in-en">
        {en}
      </span>
      <span lang="ur" className="in-ur">
        {ur}
      </span>
    </>
  );
}
