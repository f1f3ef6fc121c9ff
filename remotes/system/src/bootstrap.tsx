// Standalone development entry only; the shell never loads this file (it loads ./App through federation).
import { mountStandaloneRemote } from '@timekeep/ui';
import App from './expose/App';
import { REMOTE } from './remote-info';

void mountStandaloneRemote(REMOTE, App);
