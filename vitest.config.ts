import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/web', 'apps/games', 'apps/server'],
  },
});
