export { buildApp } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
