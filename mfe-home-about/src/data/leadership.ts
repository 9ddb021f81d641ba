import type { TeamMember } from '@school/shared/content';
import team from '../../content/leadership.yaml';

/** The leadership team (About), in content/leadership.yaml. Invented but plausible: the school supplies the real team. */
export const LEADERSHIP_TEAM: readonly TeamMember[] = team as TeamMember[];

/** The author of the proprietor's message on the home page: the first of the team. */
export const PROPRIETOR = LEADERSHIP_TEAM[0]!;

export const LEADERSHIP_TITLE = 'Our Leadership Team';
export const LEADERSHIP_LABELS = { education: 'Education', experience: 'Experience' } as const;
