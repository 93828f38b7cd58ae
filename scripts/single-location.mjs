// Next renders a page that redirects (permanentRedirect() in a page it keeps, as a renamed page's old
// address does) by setting Location on the response, and then appends the headers it kept from that
// render, Location among them: the 308 went out with the same Location header twice. RFC 9110 allows
// one, and clients and proxies differ on what they do with two. So a Location appended to a response
// replaces the one it has.

/** Makes `appendHeader("Location", …)` on this response set the header instead of adding a second one. */
export function keepOneLocation(response) {
  const appendHeader = response.appendHeader;
  response.appendHeader = function (name, value) {
    if (name.toLowerCase() !== "location") return appendHeader.call(this, name, value);
    return this.setHeader(name, Array.isArray(value) ? value[value.length - 1] : value);
  };
}
