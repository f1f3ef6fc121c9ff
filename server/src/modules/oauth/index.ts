/**
 * The oauth module (SPEC §7 "Authentication and onboarding"): accounts, companies, invitations, join
 * requests, sign-in, tokens and their e-mails. Routes live under `/web/oauth/api/v2/` plus
 * `/web/api/jwt-api-token-auth/`; region_identify/ is the region module's.
 */
import type { ServerModule } from '../module';
import { registerCompanyRoutes } from './routes/companies';
import { registerCompanySettingsRoute } from './routes/company-settings';
import { registerInvitationRoutes } from './routes/invitations';
import { registerJoinRoutes } from './routes/join';
import { registerPasswordRoutes } from './routes/passwords';
import { registerSessionRoutes } from './routes/session';
import { registerSignInRoutes } from './routes/sign-in';
import { registerSignUpRoutes } from './routes/sign-up';
import './tables';

export { createEmployeeAccount } from './repositories/employee-accounts';

export const oauthModule: ServerModule = {
  name: 'oauth',
  prefix: '/web',
  async register(app, deps) {
    registerSignUpRoutes(app, deps);
    registerSignInRoutes(app, deps);
    registerSessionRoutes(app, deps);
    registerCompanyRoutes(app, deps);
    registerCompanySettingsRoute(app, deps);
    registerPasswordRoutes(app, deps);
    registerInvitationRoutes(app, deps);
    registerJoinRoutes(app, deps);
  },
};
