/* The database schema, one file per domain; drizzle-kit and the repositories read it through here. */
export * from './system';
export * from './catalogue';
export * from './content';
export * from './accounts';
export * from './agent-team';
export * from './messaging';
export * from './security';
export * from './ledger';
export * from './payments';
export * from './bets';
export * from './lottery';
export * from './seamless';
export * from './game-provider';
export * from './live-chat';
export * from './inbox';
export * from './rewards';
export * from './red-envelope';
