import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import Page from './expose/page';

// The standalone harness: the page with a local session, no shell.
const session: Session = { token: null, loggedIn: false, login: () => undefined, logout: () => undefined };
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Page session={session} config={defaultRuntimeConfig} />
  </BrowserRouter>,
);
