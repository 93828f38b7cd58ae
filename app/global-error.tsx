"use client";
import { useEffect, type CSSProperties } from "react";
import { reportError } from "@/lib/monitoring/client";

/** Replaces the root layout when it fails, so it brings its own document and inline styles. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    reportError(error);
  }, [error]);

  return (
    <html lang="en-IN">
      <body style={styles.body}>
        <title>Something went wrong</title>
        <main style={styles.main}>
          <h1 style={styles.title}>Something went wrong</h1>
          <p style={styles.text}>Sorry, the store hit an unexpected problem. Please try again.</p>
          <button type="button" onClick={() => retry()} style={styles.button}>
            Try again
          </button>
          {error.digest && <p style={styles.reference}>Reference: {error.digest}</p>}
        </main>
      </body>
    </html>
  );
}

const styles = {
  body: {
    margin: 0,
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    background: "Canvas",
    color: "CanvasText",
    colorScheme: "light dark",
  },
  main: {
    minHeight: "100dvh",
    maxWidth: "28rem",
    margin: "0 auto",
    padding: "1.5rem",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: "0.75rem",
    textAlign: "center",
  },
  title: { fontSize: "1.5rem", fontWeight: 600, margin: 0 },
  text: { margin: 0, opacity: 0.8 },
  button: {
    marginTop: "0.5rem",
    padding: "0.625rem 1.25rem",
    border: 0,
    borderRadius: "0.5rem",
    background: "#0f766e",
    color: "#ffffff",
    fontSize: "1rem",
    fontWeight: 600,
    cursor: "pointer",
  },
  reference: { margin: 0, fontSize: "0.75rem", opacity: 0.6 },
} satisfies Record<string, CSSProperties>;
