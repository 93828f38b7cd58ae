// Node reports a probable leak when an emitter has more than ten listeners for one event. A response
// Next answers already carries up to nine "close" listeners from Next, its compression and the error
// reporter (a route handler's, with SENTRY_DSN), so this server's own watchers (the request log, the
// drain on shutdown) share one listener rather than adding one each.

const WATCHERS = Symbol("storefront.close-watchers");

/** Calls `watcher` when the response closes, through the single close listener this server puts on it. */
export function whenResponseCloses(response, watcher) {
  if (!response[WATCHERS]) {
    const watchers = [];
    response[WATCHERS] = watchers;
    response.once("close", () => {
      for (const each of watchers) each();
    });
  }
  response[WATCHERS].push(watcher);
}
