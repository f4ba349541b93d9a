import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The layer rules of docs/architecture.md "Layers", made mechanical. Each block names the folder
// it governs and what that folder may not import; eslint/layers.test.ts proves each one bites.

// Views never touch the network: the data core in workers/ owns it.
const noNetworkInViews = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Views call the data core (workers/api.ts), never fetch.' },
    { name: 'XMLHttpRequest', message: 'Views call the data core, never XHR.' },
    { name: 'EventSource', message: 'Streams belong to the data core.' },
    { name: 'WebSocket', message: 'Streams belong to the data core.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Use the data core.' },
    { object: 'globalThis', property: 'fetch', message: 'Use the data core.' },
    { object: 'window', property: 'WebSocket', message: 'Use the data core.' },
  ],
};

// Time, timers and randomness come through ports (workers/core/ports.ts, server clocks), so
// tests drive them by hand. Only the real implementations of those ports may touch the globals.
const portsOnly = {
  'no-restricted-globals': [
    'error',
    { name: 'setTimeout', message: 'Use the injected Timers port.' },
    { name: 'setInterval', message: 'Use the injected Timers port.' },
    { name: 'clearTimeout', message: 'Use the injected Timers port.' },
    { name: 'clearInterval', message: 'Use the injected Timers port.' },
    { name: 'requestAnimationFrame', message: 'Use the injected paint port.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Use the injected Clock port.' },
    { object: 'Math', property: 'random', message: 'Use the injected Random port.' },
    { object: 'performance', property: 'now', message: 'Use the injected Clock port.' },
  ],
};

const REACT = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    'react-router-dom',
    'zustand/react',
    '@testing-library/*',
  ],
  message: 'This layer is framework-free.',
};
// Relative paths into each layer, whatever the depth of the importing file.
const into = (folder) => [`./${folder}`, `./${folder}/*`, `**/../${folder}`, `**/../${folder}/*`];
const SERVER = { group: into('server'), message: 'Only the server imports server code.' };
const SRC = { group: into('src'), message: 'Client code (src/) is not importable from here.' };
const WORKERS = {
  group: into('workers'),
  message: 'workers/ (the data core) is not importable from here.',
};
const DOMAIN_ONLY = {
  group: ['src', 'workers', 'server', 'proto', 'bench', 'tests', 'scripts'].flatMap(into),
  message: 'domain/ imports nothing else of the project.',
};
// From src/, the data core is reached through its one door.
const WORKERS_BUT_API = {
  group: ['**/workers/*', '**/workers/**', '!**/workers/api', '!**/workers/api.ts'],
  message: 'The tab reaches the data core only through workers/api.ts.',
};
const WORKERS_BUT_API_AND_TESTING = {
  ...WORKERS_BUT_API,
  group: [...WORKERS_BUT_API.group, '!**/workers/testing'],
};
const VIEWS = {
  group: into('features').concat(into('ui'), into('app')),
  message: 'The tab adapter (src/tab) is imported by views, never the other way round.',
};
const REACT_IN_TAB = {
  ...REACT,
  message: 'React lives in src/tab/react only; the rest of the tab adapter is framework-free.',
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-sourcemaps',
      'data',
      'node_modules',
      'proto/gen',
      'test-results',
      'bench/out',
      'bench/results',
      'eslint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noNetworkInViews },
  },
  // domain/: pure rules shared by every runtime; imports nothing of the project, no framework.
  { files: ['domain/**/*.ts'], rules: restrict(DOMAIN_ONLY, REACT) },
  // server/: never imports client code.
  { files: ['server/**/*.ts'], rules: restrict(SRC, WORKERS, REACT) },
  // workers/: the data core; framework-free, never imports the tab or the server.
  { files: ['workers/**/*.ts'], rules: restrict(SRC, SERVER, REACT) },
  // src/: the tab reaches workers/ only through workers/api.ts, and never the server.
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(WORKERS_BUT_API, SERVER) },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: restrict(WORKERS_BUT_API_AND_TESTING, SERVER),
  },
  // src/tab/: the tab adapter; no views, and React only in src/tab/react.
  {
    files: ['src/tab/**/*.{ts,tsx}'],
    ignores: ['src/tab/react/**', 'src/tab/**/*.test.{ts,tsx}'],
    rules: restrict(WORKERS_BUT_API, SERVER, VIEWS, REACT_IN_TAB),
  },
  // Route modules validate, call and shape: SQL lives in the feature's store (repository).
  {
    files: ['server/**/routes.ts', 'server/**/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'SQL lives in the feature’s store, not in a route module.',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'SQL lives in the feature’s store, not in a route module.',
        },
      ],
    },
  },
  // Ports only: no raw clocks, timers or randomness in the data core and the pure server engines.
  {
    files: ['workers/**/*.ts', 'server/engine/**/*.ts', 'server/market/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', 'workers/realTime.ts', 'workers/platform.ts'],
    rules: portsOnly,
  },
  prettier,
);
