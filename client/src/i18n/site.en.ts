// Strings of the site's pages (layout, home, rules, rule pages, 404), English.
export const siteEn = {
  'layout.skip': 'Skip to main content',
  'layout.beta': 'Beta',
  'layout.promise': 'No signup. Share a link and start playing.',
} as const satisfies Record<string, string>;
