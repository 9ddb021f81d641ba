import {
  AchievementSchema,
  DepartmentSchema,
  ExamResultRowSchema,
  TeamMemberSchema,
} from '@school/shared/content-schema';
import type { Collections } from '@school/shared/vite';
import {
  AboutPageSchema,
  AcademicProgramSchema,
  AcademicsPageSchema,
  AssessmentMethodSchema,
  FacilitySchema,
  FeatureSchema,
  HomePageSchema,
  PhilosophyPointSchema,
  RecitationSchema,
  RulesSchema,
  SchoolStatsSchema,
} from './schemas';

/**
 * The school's words and figures on Home, About and Academics, in content/ (docs/content.md):
 * what the school's staff edit. Headings, labels and buttons stay in the code.
 */
const collections = {
  home: { label: 'Home page: welcome, proprietor’s message, call to apply', file: 'home.yaml', schema: HomePageSchema },
  schoolStats: { label: 'The school in numbers', file: 'school-stats.yaml', schema: SchoolStatsSchema },
  features: { label: 'Why choose us (Home)', file: 'features.yaml', schema: FeatureSchema.array() },
  about: { label: 'About page: introduction, story, mission and vision', file: 'about.yaml', schema: AboutPageSchema },
  philosophy: { label: 'Our philosophy (About)', file: 'philosophy.yaml', schema: PhilosophyPointSchema.array() },
  recitations: { label: 'Anthem, pledge and prayer', file: 'recitations.yaml', schema: RecitationSchema.array() },
  rules: { label: 'Student rules and penalties', file: 'rules.yaml', schema: RulesSchema },
  leadership: {
    label: 'Leadership team',
    file: 'leadership.yaml',
    schema: TeamMemberSchema.array().meta({
      description: 'The first is the proprietor, who signs the message on the home page.',
    }),
  },
  achievements: { label: 'Achievements', file: 'achievements.yaml', schema: AchievementSchema.array() },
  facilities: { label: 'Facilities', file: 'facilities.yaml', schema: FacilitySchema.array() },
  academics: { label: 'Academics page: introduction', file: 'academics.yaml', schema: AcademicsPageSchema },
  departments: { label: 'Departments and their subjects', file: 'departments.yaml', schema: DepartmentSchema.array() },
  programs: { label: 'Special programmes', file: 'programs.yaml', schema: AcademicProgramSchema.array() },
  examResults: { label: 'BECE results', file: 'exam-results.yaml', schema: ExamResultRowSchema.array() },
  assessment: { label: 'How we assess learning', file: 'assessment.yaml', schema: AssessmentMethodSchema.array() },
} satisfies Collections;

export default collections;
