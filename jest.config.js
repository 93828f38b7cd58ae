import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globalSetup: "<rootDir>/jest.global-setup.mjs",
  globalTeardown: "<rootDir>/jest.global-teardown.mjs",
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
  watchPathIgnorePatterns: ["/data/"],
};

export default createJestConfig(config);
