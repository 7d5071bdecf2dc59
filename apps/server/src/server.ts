// The production entry (dist/server.js): the server with nothing overridden.
import { startServer } from './start-server';

void startServer();
