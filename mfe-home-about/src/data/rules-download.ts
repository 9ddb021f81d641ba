/** Labels of the rules section and its PDF download (About). */
export const RULES_DOWNLOAD = {
  rulesHeading: 'Rules',
  penaltiesCaption: 'Penalties',
  offenceColumn: 'Offence',
  penaltyColumn: 'Penalty',
  linkLabel: 'Download the rules and penalties',
  format: 'PDF',
} as const;
