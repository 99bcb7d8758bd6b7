import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteProps } from '@tenants/shared';
import { EmailChangeScreen } from '../features/email-change/components/email-change-screen';
import { ForgotPasswordScreen } from '../features/forgot-password/components/forgot-password-screen';
import { LoginScreen } from '../features/login/components/login-screen';
import { ResetPasswordScreen } from '../features/reset-password/components/reset-password-screen';
import { SignUpScreen } from '../features/sign-up/components/sign-up-screen';

const screens: Record<string, ComponentType<RemoteProps>> = {
  login: LoginScreen,
  'sign-up': SignUpScreen,
  'forgot-password': ForgotPasswordScreen,
  'reset-password': ResetPasswordScreen,
  // The link mailed to a member's new address: /account/email?token=.
  account: EmailChangeScreen,
};

/** The one account screen: the form is chosen from the first path segment, sign-up by default (docs/product/accounts-and-guides.md). */
export default function AccountPage(props: RemoteProps) {
  const { pathname } = useLocation();
  const Screen = screens[pathname.split('/').filter(Boolean)[0] ?? ''] ?? SignUpScreen;
  // Keyed by screen, so moving between /login and /sign-up starts each form (and its token check) afresh.
  return <Screen key={pathname} {...props} />;
}
