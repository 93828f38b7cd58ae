import { posthogHosts, type PosthogHosts } from "./hosts";

export type AnalyticsServerConfig = { key: string; hosts: PosthogHosts };

/** Read at request time, so one build serves any configuration. Null when no project key is set. */
export function analyticsServerConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsServerConfig | null {
  const key = env.POSTHOG_KEY?.trim();
  if (!key) return null;
  return { key, hosts: posthogHosts(env.POSTHOG_HOST) };
}
