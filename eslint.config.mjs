import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Which way imports may point (docs/architecture.md draws the layers). The storefront reads
 * app → components → lib; the backend shares only the contract and a few pure rules with lib;
 * business services know nothing of HTTP; test support is never imported by shipped code.
 */
const layers = [
  { target: "./lib", from: "./components", message: "lib/ is below components/: move the shared part into lib/." },
  { target: "./lib", from: "./app", message: "lib/ is below app/: move the shared part into lib/." },
  { target: "./components", from: "./app", message: "components/ are below app/: move the shared part into components/ or lib/." },
  { target: "./components", from: "./backend", message: "Components reach the backend through the API client in lib/api, never by import." },
  {
    target: "./lib",
    from: "./backend",
    except: ["./cache/invalidation.ts", "./app.ts", "./test"],
    message: "lib/ talks to the backend through the API client (lib/api); only the in-process app and cache invalidation are shared.",
  },
  {
    target: "./backend",
    from: "./lib",
    except: [
      "./api/schemas",
      "./api/protocol.ts",
      "./api/search.ts",
      "./api/tax-documents.ts",
      "./cache/tags.ts",
      "./cache/owner-tags.mjs",
      "./cache/owner-tags.d.mts",
      "./cache/settings.ts",
      "./format.ts",
      "./validation",
      "./sanitize-html.ts",
      "./gst",
      "./site/public-origin.ts",
      "./i18n/languages.ts",
      "./i18n/message-files.ts",
      "./i18n/locale-path.ts",
      "./security/security-headers.ts",
    ],
    message: "The backend shares only the contract, protocol constants, validation and formatting with lib/.",
  },
  { target: "./backend", from: ["./app", "./components"], message: "The backend never imports the storefront." },
  { target: "./backend/db", from: ["./backend/services", "./backend/routes", "./backend/http"], message: "backend/db holds the connection, schema and migrations; it imports no service, route or HTTP code." },
  { target: "./backend/db", from: "./backend/seed", message: "Migrations never read the demo seed: a store upgraded through them would get demo data. A migration carries its own plain rule or leaves the value for the operator." },
  { target: ["./app", "./components", "./lib", "./backend", "./scripts", "./testing"], from: "./e2e", message: "Nothing imports the browser tests; shared test support lives in testing/." },
];

const servicesKnowNoHttp = {
  target: "./backend/services",
  from: "./backend/http",
  message: "Services return results with named reasons; the routes (backend/routes, backend/http) turn them into statuses and messages.",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "import/no-restricted-paths": ["error", { zones: layers }] },
  },
  {
    files: ["backend/services/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...layers, servicesKnowNoHttp] }] },
  },
  { ignores: [".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
