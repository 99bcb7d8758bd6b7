import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@tenants/shared';
import '@tenants/shared/tokens.css';
import '@tenants/shared/ui.css';
import Page from './expose/page';
import staffRoutes from '../routes.json';

// The standalone dev page: this remote's routes with a local session, no shell.
createRoot(document.getElementById('root')!).render(<StandaloneHarness remote="staff" routes={staffRoutes.map((route) => route.path)} Page={Page} />);
