/** The same server seen through another website's host name (Chromium resolves *.localhost to loopback). */
export function siteUrl(baseURL: string | undefined, subdomain: string, path = "/"): string {
  const url = new URL(path, baseURL ?? "http://localhost:3100");
  url.hostname = `${subdomain}.${url.hostname}`;
  return url.toString();
}
