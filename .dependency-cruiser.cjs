/**
 * The layers of the house (docs/architecture.md, docs/adr/0012), checked by `npm run lint`.
 * An import runs down a layer or stays in its own; never up, never round in a circle.
 * Type-only imports count: a type that runs up is still a dependency in the wrong direction.
 */
const web = 'packages/web/src';
const api = 'packages/api/src';
/**
 * The layer rules are about the code that runs; a test may build the whole app around its subject.
 * The web's test helpers (src/testing/) count as tests: only test files import them.
 */
const notATest = '\\.test\\.tsx?$|^packages/web/src/testing/';
/** The files that packages' "exports" name: what other packages, scripts and e2e may import. */
const publicExports =
  '^packages/(domain|api|idp)/src/index\\.ts$|^packages/contracts/src/(index|deploy|anvil|generated/index)\\.ts$' +
  '|^packages/testkit/src/(chain|keys|media|postgres|database|http)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      // A circle makes every file in it load, test and change with all the others.
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // web: routes, router, ssr, main.tsx → features → components, api, app, i18n, theme, testing → domain.
    // `app` (the shell: stores, toasts, storage, providers) sits below the features, which use it;
    // what the shell shows of features is handed down (the router's layoutParts, the entries' session).
    {
      // web: a feature never imports a screen, the router or the entry points above it.
      name: 'web-feature-not-up',
      severity: 'error',
      from: { path: `^${web}/features/`, pathNot: notATest },
      to: { path: `^${web}/(routes|router|ssr)/|^${web}/main\\.tsx$` },
    },
    {
      // web: shared code (components, api client, app shell, i18n, theme) never imports a feature, a screen or the router.
      name: 'web-shared-not-up',
      severity: 'error',
      from: { path: `^${web}/(components|api|app|i18n|theme)/`, pathNot: notATest },
      to: { path: `^${web}/(features|routes|router|ssr)/|^${web}/main\\.tsx$` },
    },
    {
      // web: test helpers sit with the shared code: they never import a screen or the router.
      name: 'web-testing-not-up',
      severity: 'error',
      from: { path: `^${web}/testing/`, pathNot: notATest },
      to: { path: `^${web}/(routes|router|ssr)/|^${web}/main\\.tsx$` },
    },

    // domain is the floor: pure TypeScript that imports no other package of the house.
    {
      // domain: never imports api, web, contracts, idp, e2e or scripts.
      name: 'domain-is-the-floor',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: notATest },
      to: { path: '^(packages/(?!domain/)|scripts/)' },
    },

    // api: main → app, components.ts → modules → chain, db, storage → config; http is shared by modules.
    {
      // api: a module never imports the app, the wiring in components.ts or main.
      name: 'api-module-not-up',
      severity: 'error',
      from: { path: `^${api}/modules/`, pathNot: notATest },
      to: { path: `^${api}/(app|components|main)\\.ts$` },
    },
    {
      // api: the shared HTTP helpers never import a module, the app, the wiring or main.
      name: 'api-http-not-up',
      severity: 'error',
      from: { path: `^${api}/http/`, pathNot: notATest },
      to: { path: `^${api}/modules/|^${api}/(app|components|main)\\.ts$` },
    },
    {
      // api: chain, db and storage never import http, a module, the app, the wiring or main.
      name: 'api-infrastructure-not-up',
      severity: 'error',
      from: { path: `^${api}/(chain|db|storage)/`, pathNot: notATest },
      to: { path: `^${api}/(http|modules)/|^${api}/(app|components|main)\\.ts$` },
    },
    {
      // api: config is the bottom: it imports nothing else of the api.
      name: 'api-config-is-the-floor',
      severity: 'error',
      from: { path: `^${api}/config\\.ts$`, pathNot: notATest },
      to: { path: `^${api}/`, pathNot: `^${api}/config\\.ts$` },
    },

    // testkit (packages/testkit): the test helpers, once. It stands on the packages' public exports,
    // and only tests (and the test folders, e2e, seed and benches) stand on it.
    {
      // testkit: reaches other packages only through their public exports (package.json "exports").
      name: 'testkit-uses-public-exports',
      severity: 'error',
      from: { path: '^packages/testkit/' },
      to: {
        path: '^(packages/(?!testkit/)|scripts/)',
        pathNot: publicExports,
      },
    },
    {
      // a package's code never runs test helpers: only its test files import the testkit.
      name: 'testkit-only-in-tests',
      severity: 'error',
      from: { path: '^packages/(?!testkit/|e2e/)[^/]+/src/', pathNot: notATest },
      to: { path: '^packages/testkit/' },
    },

    {
      // scripts and e2e reach packages through their public exports (package.json "exports"),
      // like any other package: what they need of a package's insides is exported there.
      name: 'scripts-use-public-exports',
      severity: 'error',
      from: { path: '^(scripts|packages/e2e)/' },
      to: {
        path: '^packages/(?!e2e/)',
        pathNot: publicExports,
      },
    },
    {
      // e2e stands on npm start's system and the seed's catalogue through @vrmarket/scripts'
      // "exports"; no other package imports scripts/.
      name: 'scripts-through-their-exports',
      severity: 'error',
      from: { path: '^packages/' },
      to: {
        path: '^scripts/',
        pathNot: '^scripts/(lib/(chromium|process|system|web-build)|seed/(catalogue|collections))\\.ts$',
      },
    },
    {
      name: 'only-e2e-uses-scripts',
      severity: 'error',
      from: { path: '^packages/(?!e2e/)' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    // swc parses TypeScript here: dependency-cruiser cannot use TypeScript 7 (it has no JavaScript
    // API yet). swc keeps every type-only import as a dependency, so types are checked like values.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated|data|\\.tmp)/' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
