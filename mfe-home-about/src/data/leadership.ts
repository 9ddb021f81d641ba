import type { TeamMember } from '@school/shared/content';

/** The leadership team (About). Invented but plausible: the school supplies the real team. */
export const LEADERSHIP_TEAM: readonly TeamMember[] = [
  {
    name: 'Dr. Aminah Abdulsalam',
    position: 'Proprietor and Principal',
    education: 'PhD Educational Management, University of Ilorin',
    experience: '22 years in education',
    description:
      'Founded the school in 2015 to join sound academics with faith and good character, and still teaches a weekly class.',
  },
  {
    name: 'Mr. Ibrahim Olayinka',
    position: 'Vice Principal, Academics',
    education: 'M.Ed. Curriculum Studies, Kwara State University',
    experience: '15 years in education',
    description: 'Leads the curriculum, timetables and teacher development, and oversees preparation for the BECE.',
  },
  {
    name: 'Mrs. Khadijah Adeyemi',
    position: 'Head of Early Years',
    education: 'B.Ed. Early Childhood Education, University of Ilorin',
    experience: '12 years in education',
    description: 'Guides the creche and nursery, where play, phonics and routine give every child a warm start.',
  },
  {
    name: 'Ustadh Abdullahi Salihu',
    position: 'Head of Islamic and Arabic Studies',
    education: 'B.A. Arabic and Islamic Studies, Al-Hikmah University',
    experience: '14 years in education',
    description:
      "Leads Qur'an memorisation, Arabic and moral instruction, and the school's daily assembly and prayers.",
  },
  {
    name: 'Mrs. Folasade Ogunleye',
    position: 'Bursar and Head of Administration',
    education: 'B.Sc. Accounting, Kwara State Polytechnic; ACA',
    experience: '10 years in school administration',
    description: 'Runs fees, records and the front office, and is the first point of call for parents with questions.',
  },
];

/** The author of the proprietor's message on the home page. */
export const PROPRIETOR = LEADERSHIP_TEAM[0]!;

export const LEADERSHIP_TITLE = 'Our Leadership Team';
export const LEADERSHIP_LABELS = { education: 'Education', experience: 'Experience' } as const;
