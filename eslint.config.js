// Lint with import boundaries: client code never imports src/server, the server never imports
// client code, and src/shared imports neither (nor Node or the DOM-only libraries); src/map and
// src/lib never import src/features or src/app, src/lib never imports src/map, and
// src/components/ui imports none of src/map, src/features, src/app. A feature imports only the
// features FEATURE_IMPORTS lists for it (one way, no cycles). On the server (SERVER_RULES):
// app.ts -> modules/ -> routes -> services and the importer -> data; only app.ts imports
// modules/, only modules/ import routes/, the data layer imports neither routes, services, the
// importer nor modules, the importer's read/ and rules/ stay pure, and payments/ and indexes/ sit
// under the services. File and folder import cycles are found by tests/unit/lint/import-cycles.test.ts.
// Only routes and plugins import the HTTP errors (services refuse with a Refusal).
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which top-level folders of src/ may import which. Relative imports are resolved against the
// importing file, so `../lib/x` is judged by where it lands, not by how it is spelled.
// (eslint-plugin-import-x does this with a native resolver whose other-platform builds this
// registry lacks, which breaks `npm ci`; the rule is small enough to keep here.)
const CLIENT = ['app', 'features', 'map', 'components', 'lib', 'main.tsx'];
const AREA_RULES = [
  { from: ['server'], to: CLIENT, message: 'Server code must not import client code; share through src/shared.' },
  { from: ['shared'], to: [...CLIENT, 'server'], message: 'src/shared holds pure contracts and rules: it imports neither side.' },
  { from: CLIENT, to: ['server'], message: 'Client code must not import server code; share through src/shared.' },
  { from: ['map', 'lib'], to: ['features', 'app'], message: 'src/map and src/lib sit under the features and the app: they must not import src/features or src/app.' },
  { from: ['lib'], to: ['map'], message: 'src/lib sits under src/map: the map imports lib, never the other way.' },
  { from: ['lib'], to: ['components'], message: 'src/lib sits under src/components/ui: UI pieces import lib, never the other way.' },
  { from: ['components'], to: ['map', 'features', 'app'], message: 'src/components/ui holds generic UI under the map, the features and the app: it must not import src/map, src/features or src/app.' },
];

// Which features may import which: a feature imports only those listed in its row (the app imports
// any), and only features whose rows come below its own (checked below), so imports between
// features run one way, top to bottom, without cycles. A piece two features share goes down: to
// the lower feature, or to src/lib or src/components/ui. A new feature gets a row before it
// imports or is imported.
export const FEATURE_IMPORTS = {
  notifications: ['community'], // the bell shows golfers' avatars
  // The map's filter chips and sheet (issue 34): Explore's architect and yardage fields and queries,
  // the checklist's countries, the courses' type names.
  'map-filters': ['checklist', 'courses', 'explore'],
  explore: ['checklist', 'community', 'community-rankings', 'courses', 'lists', 'panel-rankings', 'tutorials'],
  'my-lie': ['lists', 'played', 'tutorials'],
  auth: ['users'], // the sign-up saves the golfer's name (update-profile)
  ranking: ['courses', 'lists', 'played'], // ranks a course into a list; implements played's ranking-context
  courses: ['community', 'community-rankings', 'lists', 'panel-rankings', 'played'], // the course card: standings, scores, actions
  played: ['lists', 'trips', 'users', 'wishlists'], // the course actions (Add to a trip, the wishlist button), a profile's played courses
  wishlists: [],
  trips: ['safety', 'search'], // the destination field searches places; Report on another's trip
  community: ['lists', 'users'],
  search: ['users'],
  checklist: [],
  'panel-rankings': ['community-rankings', 'panelists'], // the panel beside the crowd; conflicts for panelists
  'community-rankings': [],
  'golfer-map': [],
  pro: [],
  lists: ['safety'], // Report on another's list or note
  referral: [],
  tutorials: [],
  users: [],
  admin: [],
  panelists: [],
  safety: [], // block and report (issue 35): the lists, trips and notes others made have a Report
};

/**
 * Why a table of feature imports is not one way, or null: each row may list only features whose
 * rows come after it, so the table reads top to bottom and cannot hold a cycle.
 */
export function featureOrderProblem(table) {
  const order = Object.keys(table);
  for (const [i, name] of order.entries()) {
    for (const to of table[name]) {
      const j = order.indexOf(to);
      if (j < 0) return `${name} lists ${to}, which has no row`;
      if (j <= i) return `${name} lists ${to}, whose row is not below it`;
    }
  }
  return null;
}
const FEATURE_ORDER_PROBLEM = featureOrderProblem(FEATURE_IMPORTS);
if (FEATURE_ORDER_PROBLEM) throw new Error(`FEATURE_IMPORTS must be one way, top to bottom: ${FEATURE_ORDER_PROBLEM}.`);

const SRC = path.resolve('src');
const SERVER = path.join(SRC, 'server');
const within = (root, file) => {
  const rel = path.relative(root, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
};
const areaOf = (file) => within(SRC, file)?.[0] ?? null;
const featureOf = (file) => {
  const parts = within(SRC, file);
  return parts?.[0] === 'features' && parts.length >= 2 ? parts[1] : null;
};
const featureImportProblem = (from, to) => {
  if (!from || !to || from === to) return null;
  if (!(from in FEATURE_IMPORTS)) return `src/features/${from} has no row in FEATURE_IMPORTS (eslint.config.js): add one before it imports another feature.`;
  if (FEATURE_IMPORTS[from].includes(to)) return null;
  const allowed = FEATURE_IMPORTS[from].length ? FEATURE_IMPORTS[from].join(', ') : 'no other feature';
  return `src/features/${from} must not import src/features/${to}: by FEATURE_IMPORTS (eslint.config.js) it imports ${allowed}. Move the shared piece down (to the lower feature, src/lib or src/components/ui).`;
};

// The server's layers, by path below src/server: app.ts (lists the modules), modules/ (each builds
// an area and registers its routes), routes/, services (services/ and any *.service.ts), the
// importer (import/: its pure read/ and rules/, and the run and write/ that use data/), payments/
// (the providers), indexes/ (in-memory indexes), data/ (repositories, row mappers, SQL helpers).
const serverLayers = (file) => {
  const parts = within(SERVER, file);
  if (!parts) return null;
  const service = parts[0] === 'services' || /\.service(\.tsx?)?$/.test(parts[parts.length - 1]);
  return {
    app: parts.length === 1 && /^app(\.tsx?)?$/.test(parts[0]),
    modules: parts[0] === 'modules',
    routes: parts[0] === 'routes',
    service,
    importer: parts[0] === 'import',
    importPure: parts[0] === 'import' && (parts[1] === 'read' || parts[1] === 'rules'),
    importSeam: parts[0] === 'import' && parts.length === 2 && /^import-record(\.tsx?)?$/.test(parts[1]),
    payments: parts[0] === 'payments',
    indexes: parts[0] === 'indexes',
    data: parts[0] === 'data',
    db: parts[0] === 'db',
    // The transport, which may speak HTTP errors: routes, plugins and lib (which holds them), never a service.
    transport: !service && (['routes', 'plugins', 'lib'].includes(parts[0]) || /\.(routes|plugin)(\.tsx?)?$/.test(parts[parts.length - 1])),
    httpErrors: parts.length === 2 && parts[0] === 'lib' && /^errors(\.[cm]?[jt]sx?)?$/.test(parts[1]),
  };
};
export const SERVER_RULES = [
  {
    applies: (from, to) => from.data && (to.routes || to.service || to.importer || to.modules),
    message: 'The data layer must not import routes, services, the importer (src/server/import) or modules: routes -> services and the importer -> data, never back up. Move a type both need down to src/server/data or src/shared.',
  },
  {
    // db/ opens the database with the schema the data layer holds (data/*.schema.ts): one way only.
    applies: (from, to) => from.data && to.db,
    message: 'The data layer must not import src/server/db/: db/ opens the database with the schema data/ holds (data/database.ts has the Db and Database types), never back.',
  },
  {
    applies: (from, to) => to.modules && !from.modules && !from.app,
    message: 'Only src/server/app.ts imports src/server/modules/: the modules are the parts of the composition root, and nothing they build reaches back into them (take what you need from the service or repository itself).',
  },
  {
    applies: (from, to) => to.routes && !from.routes && !from.modules,
    message: 'Only src/server/modules/ import src/server/routes/ (a module registers its area\'s routes): plugins, services, indexes and the CLI use src/server/data (or a service).',
  },
  {
    applies: (from, to) => from.importer && (to.service || to.modules),
    message: 'The importer (src/server/import) sits beside the services, above src/server/data: the services use it (course-imports.service), so it must not import services or modules. Take what it needs from src/server/data or src/shared.',
  },
  {
    applies: (from, to) => from.importPure && (to.data || to.db || (to.importer && !to.importPure && !to.importSeam)),
    message: 'The importer\'s read/ and rules/ are pure (bytes -> records): they import neither src/server/data, src/server/db nor the importer\'s run and write/ (import-record.ts, the seam, is theirs to use).',
  },
  {
    applies: (from, to) => (from.payments || from.indexes) && (to.service || to.modules),
    message: 'src/server/payments (the providers) and src/server/indexes (in-memory indexes) sit under the services: services use them, so they must not import services or modules. Take what they need from src/server/data or src/shared.',
  },
  {
    applies: (from, to) => to.httpErrors && !from.transport && !from.app,
    message: 'Only routes and plugins throw HTTP errors (src/server/lib/errors.ts): a service, the data layer or any other server code refuses with a Refusal (shared/domain/refusal.ts), thrown by ensure(r) or refuse(r) from src/server/lib/refused.ts, and the errors plugin turns it into HTTP through the one mapping, refusedError.',
  },
];

const boundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = areaOf(context.filename);
        if (!from) return {};
        const areaRules = AREA_RULES.filter((r) => r.from.includes(from));
        const fromFeature = featureOf(context.filename);
        const fromLayers = serverLayers(context.filename);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const resolved = path.resolve(path.dirname(context.filename), source);
          const target = areaOf(resolved);
          const areaRule = target && target !== from && areaRules.find((r) => r.to.includes(target));
          if (areaRule) return context.report({ node: node.source, message: areaRule.message });
          const featureProblem = featureImportProblem(fromFeature, featureOf(resolved));
          if (featureProblem) return context.report({ node: node.source, message: featureProblem });
          const toLayers = fromLayers && serverLayers(resolved);
          const layerRule = toLayers && SERVER_RULES.find((r) => r.applies(fromLayers, toLayers));
          if (layerRule) context.report({ node: node.source, message: layerRule.message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'map-styles/generated/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/shared/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { tpl: boundaries },
    rules: { 'tpl/import-boundaries': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['node:*', 'react', 'react-dom', 'maplibre-gl', 'firebase', 'firebase/*', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
          message: 'src/shared holds pure contracts and rules: no Node, DOM or framework imports.',
        }],
      }],
    },
  },
);
