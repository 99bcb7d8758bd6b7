import { aboutPage, lobbyingPage } from '../../content/organisation';
import { OrganisationPage } from './organisation-page';

export const AboutPage = () => <OrganisationPage content={aboutPage} withValues />;
export const LobbyingPage = () => <OrganisationPage content={lobbyingPage} withValues={false} />;
