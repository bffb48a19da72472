// Lint: typescript-eslint's recommended rules, React hooks rules, and the layer rules of the
// architecture: remotes never import each other, and `shared` imports no app.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-auth', 'mf-sports', 'mf-casino', 'mf-wallet', 'mf-promotions', 'mf-account', 'mf-chat'];
const apps = ['host', ...remotes];

/** Each remote may import neither the host nor another remote, by package name or by path. */
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((other) => other !== remote)
          .flatMap((other) => [
            { group: [other, `${other}/*`], message: 'Remotes never import each other or the host: go through shared.' },
            { group: [`../../${other}/*`, `../../../${other}/*`, `../${other}/*`], message: 'Remotes never import each other or the host.' },
          ]),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tools/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...remoteBoundaries,
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...apps, ...apps.map((a) => `${a}/*`), 'server', 'server/*'], message: 'shared is the lowest layer: it imports no app.' }] },
      ],
    },
  },
);
