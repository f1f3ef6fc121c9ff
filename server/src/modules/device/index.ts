/** Devices (SPEC §7 "Device and payment"): bio-photos, work codes, terminals, their commands and configuration. */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerModule } from '../module';
import { ApiError } from '../../http/api-error';
import { GENERAL_CODES } from '@timekeep/contracts';
import { registerBiophotoRoutes } from './biophoto-routes';
import { companyOfFileName, filesRoot } from './stored-files';
import './tables';
import { registerResource } from '../../resources/register';
import { workCodes } from './work-codes';
import { commands, configsResource, terminalsResource } from './terminals';
import { registerTerminalActions } from './terminal-actions';
import { bioTemplates, terminalErrorLogs, terminalOperationLogs, terminalUploadLogs, transactions, unregisteredTransactions } from './terminal-data';
import { privateMessages, publicMessages } from './messages';

export const deviceModule: ServerModule = {
  name: 'device',
  prefix: '/web/device/api/v2',
  async register(app, deps) {
    registerBiophotoRoutes(app, deps);
    registerResource(app, deps, workCodes);
    registerResource(app, deps, terminalsResource(deps));
    registerResource(app, deps, commands);
    registerResource(app, deps, configsResource());
    registerTerminalActions(app, deps);
    for (const definition of [transactions, unregisteredTransactions, bioTemplates, terminalOperationLogs, terminalErrorLogs, terminalUploadLogs, publicMessages, privateMessages]) {
      registerResource(app, deps, definition);
    }
  },
};

/** `GET /web/auth_files/<file name>`: stored images (see stored-files.ts for why the name is the key). */
export const authFilesModule: ServerModule = {
  name: 'auth-files',
  prefix: '/web/auth_files',
  async register(app, deps) {
    app.get<{ Params: { '*': string } }>('/*', { schema: { tags: ['device'], summary: 'A stored image by its file name' } }, async (request, reply) => {
      const fileName = request.params['*'];
      const owner = companyOfFileName(fileName);
      const notFound = new ApiError(404, GENERAL_CODES.notFound, { message: 'The file was not found.' });
      if (owner === null) throw notFound;
      if (request.auth?.companyId && request.auth.companyId !== owner && !request.auth.staff) throw notFound;
      let bytes: Buffer;
      try {
        bytes = await fs.promises.readFile(path.join(filesRoot(deps.config.dataDir), fileName));
      } catch {
        throw notFound;
      }
      return reply
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/jpeg')
        .send(bytes);
    });
  },
};
