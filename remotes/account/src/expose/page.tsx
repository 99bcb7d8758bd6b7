import { useLocation } from 'react-router-dom';
import { PageHero, type RemoteProps } from '@tenants/shared';

/** The one account screen: the form is chosen from the first path segment, sign-up by default (SPEC §2). */
const screens: Record<string, { title: string; intro: string }> = {
  login: { title: 'Welcome Back', intro: 'Sign in to download our guides for members.' },
  'sign-up': { title: 'Create Account', intro: 'Free membership: guides, a free 30-minute consultation and member events.' },
  'forgot-password': { title: 'Forgotten Your Password?', intro: 'We will e-mail you a link to choose a new one.' },
  'reset-password': { title: 'Reset Password', intro: 'Choose a new password for your account.' },
};

export default function AccountPage(_props: RemoteProps) {
  const { pathname } = useLocation();
  const screen = screens[pathname.split('/').filter(Boolean)[0] ?? ''] ?? screens['sign-up'];
  return (
    <PageHero title={screen.title} eyebrow="Members">
      <p>{screen.intro}</p>
    </PageHero>
  );
}
