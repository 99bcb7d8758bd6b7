/** The donation pages' hero (every donation route opens with it). */
export const donationHeading = {
  eyebrow: 'Support our work',
  title: 'Make A Donation',
  intro: 'Every donation funds free advice for tenants and our campaign for fairer leases.',
};
