// The `compression` middleware hands a response's "drain" listeners to its zlib stream (the response
// drains when the stream does) but leaves removeListener on the response, where they are not: a
// listener added with once() is never taken off the stream, and runs again at every later drain
// (expressjs/compression#153, never released). @hono/node-server waits for "drain" with once() each
// time a write must wait, so a large answer piled one listener per such write on the stream, each
// reading the body again, until Node reported the stream as a likely leak.

/**
 * Call once `compression` has wrapped the response: removing a "drain" listener from it, as once()
 * does after the listener has run, then also takes it off the stream it was handed to.
 */
export function removableDrainListeners(response) {
  const on = response.on;
  const removeListener = response.removeListener;
  let stream = null;
  response.on = function (type, listener) {
    const holder = on.call(this, type, listener);
    if (type === "drain" && holder !== this) stream = holder;
    return this;
  };
  response.removeListener = function (type, listener) {
    if (type === "drain") stream?.removeListener(type, listener);
    return removeListener.call(this, type, listener);
  };
  response.off = response.removeListener;
}
