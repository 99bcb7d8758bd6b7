import { consentWordings } from '@tenants/shared/messages';
import type { ContentBlock, Picture } from './types';

export const communityHero = {
  title: 'Community',
  eyebrow: 'Stronger together',
  image: { art: 'people', alt: 'Three business owners standing together' } as Picture,
  intro: 'Join thousands of tenants who share what works, warn each other about what does not, and stand together when it matters.',
};

export type CommunityChannel = 'email' | 'whatsapp';

export interface CommunityCardContent {
  title: string;
  text: string;
  /** The input's label once the card is open. */
  label: string;
  placeholder: string;
  /**
   * The green state's message. The e-mail card's is the contract's (`newsletterMessages.broadcastThanks`: the
   * spec's sentence and the double opt-in's "check your email"), taken with the code that sends.
   */
  success?: string;
  /** The consent words under the form, for a list that e-mails (see consent.ts). */
  consent?: string;
}

/** docs/product/subscriptions.md: three cards. E-mail and WhatsApp take a subscription; Facebook is a link to the brand's page. */
export const communityCards: Record<CommunityChannel, CommunityCardContent> & { facebook: { title: string; text: string } } = {
  email: {
    title: 'Email Broadcast',
    text: 'A short email when something important changes for tenants: new laws, rates deadlines and member events.',
    label: 'Email address',
    placeholder: 'you@business.co.uk',
    consent: consentWordings.broadcast,
  },
  whatsapp: {
    title: 'WhatsApp Group',
    text: 'Quick alerts and conversation with other tenants, straight to your phone. Leave any time.',
    label: 'Phone number',
    placeholder: '07700900123',
    success: 'Thank you! We will add you to our WhatsApp group shortly.',
  },
  facebook: {
    title: 'Facebook Group',
    text: 'Ask questions, share experiences and hear from members across the country in our Facebook community.',
  },
};

export const communityIntro = {
  title: 'Join Our Community Groups',
  text: 'Choose how you would like to hear from us and from other tenants. You can join one group or all three.',
};

/** The re-gearing style section: picture beside text and points. */
export const communityStory: ContentBlock & { image: Picture } = {
  title: 'Stronger At The Negotiating Table',
  subtitle: 'What members learn from each other',
  text: [
    'A landlord negotiating with one tenant holds most of the information. A community of tenants evens that up. Members compare rent review settlements, incentives on offer in their area and how particular landlords and agents behave.',
    'When several tenants in the same centre face the same service charge or the same re-gearing proposal, the community lets them coordinate and share the cost of advice.',
  ],
  image: { art: 'community', alt: 'Tenants gathered in a circle' },
  mobileImage: { art: 'chat', alt: 'Two speech bubbles in conversation' },
  points: [
    { title: 'Local insight', text: 'What comparable units nearby are really letting for.' },
    { title: 'Shared advice', text: 'Joint instructions that cut the cost of expert help.' },
    { title: 'Early warnings', text: 'Notices, deadlines and consultations you should not miss.' },
  ],
};
