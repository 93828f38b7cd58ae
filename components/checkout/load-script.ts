const loading = new Map<string, Promise<void>>();

/** Adds a gateway's script tag once per URL; a failed load can be tried again. */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error("The payment page could not be loaded. Please check your connection and try again."));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
