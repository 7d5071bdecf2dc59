import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The site's rooms (apps/web/src/README.md): app/ composes the features; a feature never imports
 * another; the shared folders (components, lib, test, and any other beside app and features) import
 * neither. Folders are read here, so a new feature or shared folder is covered without an edit.
 */
const webSrc = 'apps/web/src';
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersOf(`${webSrc}/features`);
const webShared = foldersOf(webSrc).filter((name) => name !== 'app' && name !== 'features');
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./${webSrc}/features/${feature}`,
    from: `./${webSrc}/features`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to components/ or lib/, or compose them in app/.',
  })),
  {
    target: webShared.map((name) => `./${webSrc}/${name}`),
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
    message: 'Shared folders do not import features or app/.',
  },
  {
    target: `./${webSrc}/features`,
    from: `./${webSrc}/app`,
    message: 'Features do not import app/: app/ hands them what they need.',
  },
];

/*
 * The server's layers (docs/architecture.md): the composition (app, services, routes, jobs, server),
 * the operator CLI and the demo seed sit on top and may import modules; modules never import them;
 * lib, config and db know no module.
 */
const serverSrc = 'apps/server/src';
const serverTop = [
  'app.ts',
  'services.ts',
  'routes.ts',
  'jobs.ts',
  'first-screen.ts',
  'server.ts',
  'start-server.ts',
  'ops',
  'seed',
];
const serverZones = [
  {
    target: `./${serverSrc}/modules`,
    from: serverTop.map((name) => `./${serverSrc}/${name}`),
    message:
      'Modules never import the composition, the operator CLI or the demo seed: they are handed what they need.',
  },
  {
    target: ['lib', 'config', 'db'].map((name) => `./${serverSrc}/${name}`),
    from: [`./${serverSrc}/modules`, ...serverTop.map((name) => `./${serverSrc}/${name}`)],
    message: 'lib, config and db know no module and no composition.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/dist-e2e', '**/data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // The cycle rule follows the TypeScript modules it reaches.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolved paths, so '@/…' and relative imports (stylesheets too) are judged alike.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Tests are held to the same rooms as the code they test.
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      // A module loaded with import() may use its loader (lib/seal.ts, api-client's lazy sealing):
      // by then both have run, so such a loop cannot see a module half-initialised.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, 'apps/server/tsconfig.json'),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The game provider's pages: an outside party's front end, which never imports the site.
    files: ['apps/games/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lobby/web', '@lobby/web/*', '**/apps/web/**'],
              message: 'The provider does not import the site.',
            },
          ],
        },
      ],
    },
  },
);
