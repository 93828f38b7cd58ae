export function SiteUnavailable() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">This store is not available right now</h1>
      <p className="text-fg-muted">We could not load the website&apos;s details. Please try again in a few minutes.</p>
    </main>
  );
}
