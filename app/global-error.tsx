"use client";
import { useEffect, useState, type CSSProperties } from "react";
import { reportError } from "@/lib/monitoring/client";

/** messages/en.json's GlobalError, which the page carries itself (its test keeps the two the same). */
const ENGLISH_TEXTS = {
  title: "Something went wrong",
  text: "Sorry, the store hit an unexpected problem. Please try again.",
  tryAgain: "Try again",
  reference: "Reference: {digest}",
};

export type GlobalErrorTexts = typeof ENGLISH_TEXTS;

/**
 * Nothing that knows the page's language has rendered when the root layout fails, so the page starts
 * in English and, on an address with a language prefix, loads that language's texts (the code that
 * asks for them is loaded only then, so no page's JavaScript carries it).
 */
function useTextsOfTheAddress() {
  const [shown, setShown] = useState({ lang: "en-IN", texts: ENGLISH_TEXTS });
  useEffect(() => {
    void import("./global-error-texts")
      .then((module) => module.textsOfTheAddress(window.location.pathname))
      .then((found) => found && setShown({ lang: found.lang, texts: { ...ENGLISH_TEXTS, ...found.texts } }));
  }, []);
  return shown;
}

/** Replaces the root layout when it fails, so it brings its own document and inline styles. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { lang, texts } = useTextsOfTheAddress();
  useEffect(() => {
    reportError(error);
  }, [error]);

  return (
    <html lang={lang}>
      <body style={styles.body}>
        <title>{texts.title}</title>
        <main style={styles.main}>
          <h1 style={styles.title}>{texts.title}</h1>
          <p style={styles.text}>{texts.text}</p>
          <button type="button" onClick={() => retry()} style={styles.button}>
            {texts.tryAgain}
          </button>
          {error.digest && <p style={styles.reference}>{texts.reference.replace("{digest}", error.digest)}</p>}
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
