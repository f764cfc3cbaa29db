// One lint config for every package. Syntax-only (no type information) so `npm test` stays fast;
// the compiler already runs in each package's typecheck.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './scripts/lint/package-boundaries.js'
import features from './scripts/lint/feature-boundaries.js'

/** Code that ships: logs go through the framework logger (API) or console.warn/error with a tag. */
const APP_CODE = ['api/app/**', 'api/start/**', 'storefront/src/**', 'desktop/src/**', 'shared/src/**']

/** Services take an Actor and plain values; the controller reads the request. */
const NO_HTTP_IN_SERVICES = {
  paths: [
    {
      name: '@adonisjs/core/http',
      importNames: ['Request', 'Response'],
      message: 'Services take an Actor and plain values; the controller reads the request.',
    },
  ],
  patterns: [
    {
      regex: '.*',
      importNames: ['HttpContext'],
      message: 'Services take an Actor and plain values; the controller reads the request.',
    },
  ],
}

/** A setting is read in config/ (one place per setting, listed in .env.example), never inside a service. */
const START_ENV = { name: '#start/env', message: 'Read settings in api/config/ and import them from there.' }

/** Outside services/search/ search is reached only through its door (aliased or relative paths alike). */
const SEARCH_DOOR = {
  regex: '^(#services/|(\\.\\.?/)+(services/)?|.*/services/)search/(?!search_backend(\\.[jt]s)?$)',
  message: 'Outside app/services/search/, import only #services/search/search_backend (the door): add what you need there.',
}

const STRIPE_SDK = { name: 'stripe', message: "Stripe's SDK is called only in app/services/billing (its client: stripe_client.ts)." }

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-web/**',
      '**/out/**',
      '**/build/**',
      '**/release/**',
      '**/coverage/**',
      '**/tmp/**',
      '**/.astro/**',
      '**/.adonisjs/**',
      '**/.e2e-*/**',
      '**/storage/**',
      '**/test-results/**',
      '**/screenshots/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    rules: {
      'boundaries/no-deep-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Empty interfaces that extend one type are how AdonisJS config augments the framework's types.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_name` marks a parameter a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['storefront/src/**', 'desktop/src/renderer/**', 'desktop/tests/**', 'storefront/tests/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'desktop/src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A component a person can read on a screen or two: split a longer one into hooks and parts named for what they do.
    files: ['storefront/src/**/*.tsx', 'desktop/src/renderer/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Website features meet through their index.ts; components reach the API through their feature's *-api.ts.
    files: ['storefront/src/features/**/*.{ts,tsx}'],
    plugins: { features },
    rules: { 'features/through-index': 'error', 'features/no-client-in-components': 'error' },
  },
  {
    files: APP_CODE,
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // Stripe's SDK has one client (app/services/billing/stripe_client.ts) and is called only by billing.
    files: ['api/**'],
    ignores: ['api/app/services/billing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [STRIPE_SDK], patterns: [SEARCH_DOOR] }] },
  },
  {
    // Tests may reach inside search to test its parts.
    files: ['api/tests/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [STRIPE_SDK] }] },
  },
  {
    // Use cases take an Actor built once per request; the HTTP layer stops at the controller.
    files: ['api/app/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...NO_HTTP_IN_SERVICES.paths, STRIPE_SDK, START_ENV], patterns: [...NO_HTTP_IN_SERVICES.patterns, SEARCH_DOOR] },
      ],
    },
  },
  {
    files: ['api/app/services/search/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...NO_HTTP_IN_SERVICES.paths, STRIPE_SDK, START_ENV], patterns: NO_HTTP_IN_SERVICES.patterns },
      ],
    },
  },
  {
    files: ['api/app/services/billing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...NO_HTTP_IN_SERVICES.paths, START_ENV], patterns: [...NO_HTTP_IN_SERVICES.patterns, SEARCH_DOOR] },
      ],
    },
  },
  {
    // A model is a table and its relations; what it needs from elsewhere is a generic helper, never a use case.
    files: ['api/app/models/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [STRIPE_SDK],
          patterns: [
            {
              regex: '^#(services|controllers|validators|policies|middleware)/',
              message: 'Models import models, #helpers/* and #config/*, never a service or the HTTP layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Generic helpers sit below every layer, so any layer may import them without a circle.
    files: ['api/app/helpers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [STRIPE_SDK], patterns: [{ regex: '^#(?!helpers/)', message: 'A helper imports only other helpers.' }] },
      ],
    },
  },
  {
    // Services import their input types from the validators, so a validator importing a service makes a circle;
    // what both need (an admin list's sort columns) sits in a module of its own.
    files: ['api/app/validators/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [STRIPE_SDK],
          patterns: [
            {
              regex: '^#(services/(?!([a-z_]+/)?sort_columns$)|controllers/|models/)',
              message: 'A validator imports no service (services import validators); share constants through a module both import.',
            },
          ],
        },
      ],
    },
  },
  {
    // The website session is read and written in one file, so signing in, out and guest sessions stay consistent.
    files: ['api/app/controllers/**'],
    ignores: ['api/app/controllers/web_session.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='session']",
          message: 'Only app/controllers/web_session.ts touches the session; add a function there.',
        },
        {
          selector: "ObjectPattern > Property[key.name='session']",
          message: 'Only app/controllers/web_session.ts touches the session; add a function there.',
        },
        {
          selector: "CallExpression[callee.property.name='use'][arguments.0.value='web']",
          message: 'Only app/controllers/web_session.ts reads the web guard; add a function there.',
        },
      ],
    },
  },
  {
    // Tests never wait a fixed time (ARCHITECTURE.md): a pause outside a polling loop is a guess at how long
    // something takes, and fails on a loaded machine. Wait for the condition itself.
    files: ['api/tests/**', 'storefront/tests/**', 'desktop/tests/**', 'shared/tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "No fixed waits in tests: wait for the condition (a locator's waitFor, expect.poll, an event).",
        },
        {
          selector: `NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout']:not(:matches(ForStatement, ForOfStatement, ForInStatement, WhileStatement, DoWhileStatement) *)`,
          message: 'No fixed waits in tests: a pause belongs only inside a loop that polls for a condition (or use vi.waitFor).',
        },
      ],
    },
  },
)
