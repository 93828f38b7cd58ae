export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";

export type PosthogHosts = {
  /** Events, flags, remote config. */
  api: string;
  /** Helper scripts (`/static/…`) and `/array/…`. */
  assets: string;
  /** The PostHog app, for links the library shows (toolbar, replay links). */
  ui: string;
};

const CLOUD_INGESTION = /^([a-z0-9-]+)\.i\.posthog\.com$/i;

/** PostHog Cloud splits its hosts (us.i… / us-assets.i… / us.posthog.com); a self-hosted instance serves all three. */
export function posthogHosts(configured: string | undefined): PosthogHosts {
  const api = (configured?.trim() || DEFAULT_POSTHOG_HOST).replace(/\/+$/, "");
  const url = new URL(api);
  const region = CLOUD_INGESTION.exec(url.hostname)?.[1];
  if (!region) return { api, assets: api, ui: api };
  return {
    api,
    assets: `${url.protocol}//${region}-assets.i.posthog.com`,
    ui: `${url.protocol}//${region}.posthog.com`,
  };
}
