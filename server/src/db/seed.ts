/**
 * Seeds that must exist on every installation (regions), plus the demo data `npm start` shows. Seeds are
 * idempotent: a second start changes nothing. Modules append their own seed steps to SEEDS.
 */
import type { AppDeps } from '../deps';
import { seedDemoPersonnel } from '../modules/personnel/demo-seed';
import { seedDemoLeaveTypes } from '../modules/requests/demo-seed';
import { seedDemoAccessControl } from '../modules/acc/demo-seed';
import { seedDemoGps } from '../modules/gps/demo-seed';
import { seedDemoRalvie } from '../modules/ralvie/demo-seed';
import { seedDemoCatalogue } from '../modules/vendor/demo-catalogue';
import { seedDemoOrders } from '../modules/vendor/demo-orders';
import { seedDemoSubscriptions } from '../modules/vendor/demo-subscriptions';
import { seedDemoVendorOperator } from '../modules/vendor/demo-vendor-operator';
import { seedDemoVendorProfiles } from '../modules/vendor/demo-vendor-profiles';
import { seedDemoAccounts } from '../modules/oauth/demo-seed';
import { seedRegions } from '../modules/region/region-repository';

export interface SeedStep {
  name: string;
  /** demo: only for `npm start`'s demo company, never in production installations unless asked. */
  demo: boolean;
  run(deps: AppDeps): Promise<void>;
}

export const SEEDS: SeedStep[] = [
  { name: 'regions', demo: false, run: (deps) => seedRegions(deps.database.db, deps.config.baseDomain) },
  { name: 'demo-accounts', demo: true, run: (deps) => seedDemoAccounts(deps) },
];
// Demo data of later areas runs after the oauth step that creates the demo company.
SEEDS.push({ name: 'demo-personnel', demo: true, run: seedDemoPersonnel });
SEEDS.push({ name: 'demo-leave-types', demo: true, run: seedDemoLeaveTypes });
SEEDS.push({ name: 'demo-gps', demo: true, run: seedDemoGps });
SEEDS.push({ name: 'demo-ralvie', demo: true, run: seedDemoRalvie });
SEEDS.push({ name: 'demo-acc', demo: true, run: seedDemoAccessControl });
SEEDS.push({ name: 'demo-payment-orders', demo: true, run: seedDemoOrders });
SEEDS.push({ name: 'demo-vendor-operator', demo: true, run: (deps) => seedDemoVendorOperator(deps) });
SEEDS.push({ name: 'demo-subscription-catalogue', demo: true, run: seedDemoCatalogue });
SEEDS.push({ name: 'demo-subscriptions', demo: true, run: seedDemoSubscriptions });
SEEDS.push({ name: 'demo-vendor-profiles', demo: true, run: seedDemoVendorProfiles });

export async function runSeeds(deps: AppDeps, options: { demo: boolean }): Promise<string[]> {
  const ran: string[] = [];
  for (const step of SEEDS) {
    if (step.demo && !options.demo) continue;
    await step.run(deps);
    ran.push(step.name);
  }
  return ran;
}
