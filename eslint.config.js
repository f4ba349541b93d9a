import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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

const noReact = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            'react',
            'react-dom',
            'react-dom/*',
            'react-router-dom',
            'zustand/react',
            '@testing-library/*',
          ],
          message: 'This layer is framework-free.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'proto/gen', 'test-results', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noNetworkInViews },
  },
  { files: ['workers/**/*.ts', 'src/domain/**/*.ts', 'server/**/*.ts'], rules: noReact },
  prettier,
);
