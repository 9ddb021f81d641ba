// @vitest-environment happy-dom
import { SCHOOL } from '@school/shared/content';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AboutPreview,
  AchievementsPreview,
  FacilitiesPreview,
  LeadershipPreview,
  PhilosophyPreview,
  RecitationsPreview,
  RulesPreview,
} from './about-previews';
import { fileEntry, getAsset, listEntry } from './test-entries';

const texts = (elements: Element[]) => elements.map((element) => element.textContent);
const alertOf = (message: string) => `The preview will show once the entry is complete (${message}).`;
const region = (name: string) => screen.getByRole('region', { name });

describe('the about page preview', () => {
  const about = {
    lead: 'A school of faith and learning.',
    story: 'We opened in 2014 as {school}.\n\nToday {students} pupils learn here.',
    mission: 'To teach every child well.',
    vision: 'A school parents trust.',
  };

  it('shows the lead, the story with its names filled in, and the mission, vision and motto', () => {
    render(<AboutPreview entry={fileEntry(about)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('A school of faith and learning.')).toBeInTheDocument();
    const story = region('Our Story');
    expect(within(story).getByText(`We opened in 2014 as ${SCHOOL.shortName}.`)).toBeInTheDocument();
    expect(story).not.toHaveTextContent('{students}');
    const mission = region('Mission, Vision and Motto');
    expect(texts(within(mission).getAllByRole('listitem'))).toEqual([
      'Our MissionTo teach every child well.',
      'Our VisionA school parents trust.',
      `Our Motto${SCHOOL.motto}`,
    ]);
  });

  it('says what is missing while the vision is empty', () => {
    render(<AboutPreview entry={fileEntry({ ...about, vision: '' })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('the about page has no vision yet'));
  });
});

describe('the philosophy preview', () => {
  it('shows each point, in order, under Our Philosophy', () => {
    const points = [
      { title: 'Faith', text: 'Prayer and good conduct.' },
      { title: 'Learning', text: 'Reading early.' },
    ];
    render(<PhilosophyPreview entry={listEntry(points)} getAsset={getAsset} />);
    expect(texts(within(region('Our Philosophy')).getAllByRole('listitem'))).toEqual([
      'FaithPrayer and good conduct.',
      'LearningReading early.',
    ]);
  });

  it('says what is missing while a point has no title yet', () => {
    render(<PhilosophyPreview entry={listEntry([{ text: 'Half-typed.' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('philosophy point 1 has no title yet'));
  });
});

describe('the anthem, pledge and prayer preview', () => {
  const recitation = {
    id: 'school-prayer',
    title: 'The School Prayer',
    english: 'Guide us,\nteach us.\n\nAmeen.',
    arabicTitle: 'دعاء المدرسة',
    arabic: 'اهدنا\nعلمنا\n\nآمين',
  };

  it('shows each recitation in English and in Arabic, stanza by stanza', () => {
    render(<RecitationsPreview entry={listEntry([recitation])} getAsset={getAsset} />);
    const section = region('Anthem, Pledge and Prayer');
    expect(within(section).getByRole('heading', { level: 3, name: 'The School Prayer' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 4, name: 'English' }).parentElement).toHaveTextContent(
      'EnglishGuide us,teach us.Ameen.',
    );
    const arabic = within(section).getByRole('heading', { level: 4, name: 'بالعربية: دعاء المدرسة' }).parentElement!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(texts([...arabic.querySelectorAll('p')])).toEqual(['اهدناعلمنا', 'آمين']);
  });

  it('says what is missing while the Arabic is not written yet', () => {
    render(<RecitationsPreview entry={listEntry([{ ...recitation, arabic: '' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('recitation 1 has no arabic yet'));
  });
});

describe('the rules preview', () => {
  const rules = {
    intro: 'Every pupil keeps these rules.',
    rules: ['Come to school on time.', 'Wear the full uniform.'],
    penalties: [{ offence: 'Lateness', penalty: 'A note home' }],
  };

  it('shows the rules in order and the penalties table, as About does', () => {
    render(<RulesPreview entry={fileEntry(rules)} getAsset={getAsset} />);
    const section = region('Student Rules and Penalties');
    expect(within(section).getByText('Every pupil keeps these rules.')).toBeInTheDocument();
    expect(texts(within(section).getAllByRole('listitem'))).toEqual(rules.rules);
    const table = within(section).getByRole('table', { name: 'Penalties' });
    expect(within(table).getByRole('rowheader', { name: 'Lateness' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'A note home' })).toBeInTheDocument();
    // The PDF is the remote build's, of the rules as published: not offered for a draft.
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('says what is missing while a penalty has no offence yet', () => {
    const entry = fileEntry({ ...rules, penalties: [...rules.penalties, { penalty: 'Detention' }] });
    render(<RulesPreview entry={entry} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('penalty 2 has no offence yet'));
  });
});

describe('the leadership team preview', () => {
  const team = [
    {
      name: 'Mrs Aisha Bello',
      position: 'Proprietor',
      education: 'B.Ed',
      experience: '20 years',
      description: 'Founder.',
    },
    { name: 'Mr Musa Ade', position: 'Head Teacher', education: 'NCE', experience: '12 years', description: 'Leads.' },
  ];

  it("shows each member's card, and the first signs the proprietor's message", () => {
    render(<LeadershipPreview entry={listEntry(team)} getAsset={getAsset} />);
    const cards = within(region('Our Leadership Team')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Mrs Aisha Bello',
      'Mr Musa Ade',
    ]);
    expect(texts(within(cards[1]!).getAllByRole('definition'))).toEqual(['NCE', '12 years']);
    const message = region('A Message from Our Proprietor');
    expect(within(message).getByRole('img', { name: 'Portrait of Mrs Aisha Bello, Proprietor' })).toBeInTheDocument();
  });

  it('says what is missing while a member has no position yet', () => {
    render(<LeadershipPreview entry={listEntry([{ name: 'New Teacher' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('team member 1 has no position yet'));
  });
});

describe('the achievements preview', () => {
  it('shows the timeline oldest first, whatever the order of the file', () => {
    const achievements = [
      { year: 2025, title: 'State Quiz Winners', description: 'First in Kwara.' },
      { year: 2021, title: 'New Library', description: 'Two thousand books.' },
    ];
    render(<AchievementsPreview entry={listEntry(achievements)} getAsset={getAsset} />);
    const timeline = region('Our Achievements');
    expect(texts(within(timeline).getAllByRole('heading', { level: 3 }))).toEqual([
      'New Library',
      'State Quiz Winners',
    ]);
    expect(within(timeline).getByText('2025')).toHaveAttribute('datetime', '2025');
  });

  it('says what is missing while an achievement has no year yet', () => {
    render(<AchievementsPreview entry={listEntry([{ title: 'Sports Cup' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('achievement 1 has no year yet'));
  });
});

describe('the facilities preview', () => {
  it('shows each facility under Our Facilities', () => {
    render(
      <FacilitiesPreview entry={listEntry([{ title: 'Library', description: 'Open daily.' }])} getAsset={getAsset} />,
    );
    expect(texts(within(region('Our Facilities')).getAllByRole('listitem'))).toEqual(['LibraryOpen daily.']);
  });

  it('says what is missing while a facility has no title yet', () => {
    render(<FacilitiesPreview entry={listEntry([{ description: 'A field.' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('facility 1 has no title yet'));
  });
});
