import { SCHOOL, formatPhone, fullAddress, telHref } from '@school/shared/content';
import { escapeHtml } from '../html/escape-html';

/** The <noscript> block of the shell's HTML: how to reach the school without JavaScript. */
export function noscriptHtml(): string {
  const phones = SCHOOL.phones.map((phone) => `<a href="${telHref(phone)}">${formatPhone(phone)}</a>`).join(', ');
  const hours = SCHOOL.officeHours.map((entry) => `${entry.days} ${entry.hours}`).join(', ');
  return [
    '<noscript>',
    `      <h1>${escapeHtml(SCHOOL.name)}</h1>`,
    '      <p>This site needs JavaScript. You can reach us directly:</p>',
    '      <p>',
    `        ${escapeHtml(fullAddress())}<br />`,
    `        Phone: ${phones}<br />`,
    `        E-mail: <a href="mailto:${SCHOOL.email}">${SCHOOL.email}</a><br />`,
    `        Office hours: ${escapeHtml(hours)}`,
    '      </p>',
    '    </noscript>',
  ].join('\n');
}
