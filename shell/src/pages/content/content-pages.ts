/** Document titles of the shell's content pages (the pages themselves load lazily; the titles do not wait). */
export const contentTitles = {
  about: 'About Us',
  lobbying: 'Lobbying',
  community: 'Community',
  adviceSupport: 'Our Advice & Process',
  specificAdvice: 'Specialist Advice & Representation',
} as const;
