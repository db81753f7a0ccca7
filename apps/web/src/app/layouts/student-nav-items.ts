import { PATHS } from '../../config/paths';

export interface StudentNavSection {
  /** Section heading; none for the main links. */
  heading?: string;
  links: { label: string; to: string; icon: StudentNavIcon }[];
}

export type StudentNavIcon = 'home' | 'id' | 'certificate' | 'progress' | 'coin' | 'list' | 'bus' | 'route' | 'qr';

/** The student sidebar; Endowment Funds only when eligible and the schedule is live. */
export function studentNavSections(showEndowment: boolean): StudentNavSection[] {
  return [
    {
      links: [
        { label: 'Dashboard', to: PATHS.home, icon: 'home' },
        { label: 'ID Card', to: PATHS.studentUniversityCard, icon: 'id' },
        { label: 'My Card', to: PATHS.myCard, icon: 'qr' },
        { label: 'Clearance Certificate', to: PATHS.studentClearanceForm, icon: 'certificate' },
        { label: 'Clearance Tracker', to: PATHS.studentClearanceProgress, icon: 'progress' },
        ...(showEndowment ? [{ label: 'Endowment Funds', to: PATHS.eftApplyForm, icon: 'coin' as const }] : []),
        { label: 'My Requests', to: PATHS.studentCardRequests, icon: 'list' },
      ],
    },
    {
      heading: 'Transport Card',
      links: [
        { label: 'Apply for Transport Card', to: PATHS.transportApplyForm, icon: 'bus' },
        { label: 'My Transport Requests', to: PATHS.studentTransportRequests, icon: 'route' },
      ],
    },
  ];
}
