import { replayIntegration } from "@sentry/nextjs";

/** Text and inputs stay masked (the SDK's defaults): replays must not carry shoppers' details. */
export const replay = () => replayIntegration({ maskAllText: true, blockAllMedia: false });
