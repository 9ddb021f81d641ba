import { describe, expect, it } from 'vitest';
import { SchoolSchema } from './schema';
import { SCHOOL, formatPhone, fullAddress, telHref, whatsappHref } from './school';

describe('school content', () => {
  it('has two phone numbers in E.164 and the spec’s office hours', () => {
    expect(SCHOOL.phones).toHaveLength(2);
    for (const phone of SCHOOL.phones) expect(phone).toMatch(/^\+234\d{10}$/);
    expect(SCHOOL.officeHours).toEqual([
      { days: 'Mon-Fri', hours: '8:00 AM-4:00 PM' },
      { days: 'Sat', hours: '8:00 AM-12:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('formats phone links', () => {
    expect(formatPhone('+2348031234567')).toBe('0803 123 4567');
    expect(telHref('+2348031234567')).toBe('tel:+2348031234567');
    expect(whatsappHref('+2348031234567')).toBe('https://wa.me/2348031234567');
  });

  it('joins the full address', () => {
    expect(fullAddress()).toBe('14 Olorunsogo Road, Gaa-Akanbi, Ilorin, Kwara State, Nigeria');
  });
});

describe("the school's facts file (content/school.yaml)", () => {
  const messages = (data: unknown) => {
    const result = SchoolSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('fits its schema as it stands', () => {
    expect(messages(SCHOOL)).toEqual([]);
  });

  it('refuses a phone YAML read as a number, a social page off https, no phone and a missing email', () => {
    const { email: _email, ...withoutEmail } = SCHOOL;
    expect(messages({ ...SCHOOL, phones: [2348031234567] })).toEqual([
      'phones.0: expected a phone number in quotes, as "+2348031234567"',
    ]);
    expect(messages({ ...SCHOOL, socials: { ...SCHOOL.socials, youtube: 'http://youtube.com/x' } })).toEqual([
      'socials.youtube: expected a web address starting with https://',
    ]);
    expect(messages({ ...SCHOOL, phones: [] })).toEqual([
      "phones: expected the school's phone numbers, the main line first",
    ]);
    expect(messages(withoutEmail)).toEqual(['email: expected an email address']);
  });
});
