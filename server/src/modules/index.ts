import { devMailboxModule } from './dev-mailbox';
import { healthModule } from './health';
import { jobsModule } from '../jobs/routes';
import type { ServerModule } from './module';
import { oauthModule } from './oauth';
import { personnelModule } from './personnel';
import { complementModule } from './complement';
import { systemModule } from './system';
import { attModule } from './att';
import { reportsModule } from './reports';
import { requestsModule } from './requests';
import { vendorModule } from './vendor';
import { authFilesModule, deviceModule } from './device';
import { iclockModule } from './iclock';
import { publicConfigModule } from './public-config';
import { regionModule } from './region';
import { sandboxModule } from './sandbox';

/** Every server area, mounted in this order. One line per module. */
export const MODULES: ServerModule[] = [healthModule, regionModule, publicConfigModule, devMailboxModule];
MODULES.push(personnelModule);
MODULES.push(complementModule, attModule, reportsModule);
MODULES.push(requestsModule);
MODULES.push(vendorModule, sandboxModule);
MODULES.push(deviceModule, authFilesModule, iclockModule);
MODULES.push(oauthModule);
MODULES.push(jobsModule);
MODULES.push(systemModule);
