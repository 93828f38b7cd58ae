import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  // Every core (Jest's default leaves one for itself, which on a two-core runner halves the run):
  // each test file has its own database copy, server port and temporary folder.
  maxWorkers: "100%",
  // Only there to end a hung test: a test's duration is never what it checks, and two workers and
  // PostgreSQL share the cores, so a test that sends thirty requests may need more than Jest's 5 s.
  testTimeout: 30_000,
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globalSetup: "<rootDir>/jest.global-setup.mjs",
  globalTeardown: "<rootDir>/jest.global-teardown.mjs",
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
  watchPathIgnorePatterns: ["/data/"],
};

export default createJestConfig(config);
