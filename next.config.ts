import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["better-sqlite3", "pg", "kysely"],
  env: {
    IMAGE_CDN_URL: process.env.IMAGE_CDN_URL ?? "",
  },
};

export default nextConfig;
